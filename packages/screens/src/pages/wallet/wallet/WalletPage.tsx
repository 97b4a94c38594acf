import { definePage } from '@screens/app/definePage';
import { WalletHome } from '@screens/features/wallet/WalletHome';

export default definePage('pages/wallet/wallet/index', WalletHome);
