import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { MY_ORDERS_PATH } from './shop-paths';

/** A step of the order flow opened without its order (`?order=`): where to find one's orders. */
export function NoOrder({ title }: { title: string }) {
  const { t } = useTranslation('shop');
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
      <Alert className="flex flex-col items-start gap-2">
        <span>{t('orders.noOrder')}</span>
        <TextLink to={MY_ORDERS_PATH}>{t('confirmation.myOrders')}</TextLink>
      </Alert>
    </div>
  );
}
