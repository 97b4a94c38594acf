import { definePage } from '@screens/app/definePage';
import { Withdraw } from '@screens/features/wallet/Withdraw';

export default definePage('pages/wallet/withdraw/index', Withdraw);
