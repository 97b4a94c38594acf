import { definePage } from '@screens/app/definePage';
import { MovementList } from '@screens/features/wallet/MovementList';

export default definePage('pages/wallet/financial_list/index', MovementList);
