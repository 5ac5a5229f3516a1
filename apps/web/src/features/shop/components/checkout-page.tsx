import {
  DELIVERY_ZONES,
  ORDER_MAX_QUANTITY,
  type DeliveryZoneId,
  type OrderFulfilment,
} from '@sante/shared/order-constants';
import { formatNationalPhone } from '@sante/shared/phone';
import type { ProductAvailability, ShopProductDetail } from '@sante/shared/shop-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { TextLink } from '../../../components/ui/text-link';
import { formatFcfa } from '../../../lib/format-money';
import { retryingImport } from '../../../lib/lazy-import';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/shop.json';
import { useSession } from '../../auth/api/session';
import { useCreateOrder } from '../api/order-queries';
import { shopProductQueryOptions } from '../api/shop-queries';
import { clearCart, removeFromCart, setCartQuantity, useCart, type CartLine } from '../lib/cart';
import { CHECKOUT_PATH, ORDER_CONFIRMATION_PATH, ORDER_PAYMENT_PATH, SHOP_HOME_PATH, withOrder } from './shop-paths';

registerCatalogues('shop', { fr, en: () => import('../../../locales/en/shop.json') });

/** The server's schema, loaded when the form is first sent (zod stays out of the page's first load). */
const loadOrderSchemas = retryingImport(() => import('@sante/shared/order-schemas'));

const SIGN_IN_SEARCH = `?redirect=${encodeURIComponent(CHECKOUT_PATH)}`;

/** The cart's lines with their quantity (− / +) and a remove button; the indicative total under them. */
function CartLines({ cart }: { cart: readonly CartLine[] }) {
  const { t } = useTranslation('shop');
  const total = cart.reduce((sum, line) => sum + line.priceXaf * line.quantity, 0);
  return (
    <section aria-labelledby="cart-heading" className="flex flex-col gap-2">
      <h2 id="cart-heading" className="text-lg font-semibold">
        {t('cart.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {cart.map((line) => (
          <li key={line.productId} className="flex flex-col gap-2 p-3">
            <div className="flex justify-between gap-3">
              <span>
                <span className="font-medium">{line.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {line.packSize} · {t('cart.indicative', { price: formatFcfa(line.priceXaf) })}
                </span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('cart.remove', { name: line.name })}
                onClick={() => removeFromCart(line.productId)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label={t('cart.less', { name: line.name })}
                disabled={line.quantity <= 1}
                onClick={() => setCartQuantity(line.productId, line.quantity - 1)}
              >
                <Minus aria-hidden="true" />
              </Button>
              <span
                className="min-w-8 text-center font-medium"
                aria-label={t('cart.quantity', { count: line.quantity })}
              >
                {line.quantity}
              </span>
              <Button
                variant="outline"
                size="icon"
                aria-label={t('cart.more', { name: line.name })}
                disabled={line.quantity >= ORDER_MAX_QUANTITY}
                onClick={() => setCartQuantity(line.productId, line.quantity + 1)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm">{t('cart.indicativeTotal', { total: formatFcfa(total) })}</p>
    </section>
  );
}

type PharmacyOffer = { pharmacy: ProductAvailability['pharmacy']; totalXaf: number };

/** The partner pharmacies that have every line of the cart in stock, with what the cart costs there. */
function offersFor(cart: readonly CartLine[], products: readonly ShopProductDetail[]): PharmacyOffer[] {
  const offers = new Map<string, PharmacyOffer & { lines: number }>();
  for (const line of cart) {
    const product = products.find((candidate) => candidate.id === line.productId);
    for (const entry of product?.availability ?? []) {
      if (entry.stockLevel === 'out_of_stock') continue;
      const offer = offers.get(entry.pharmacy.id) ?? { pharmacy: entry.pharmacy, totalXaf: 0, lines: 0 };
      offers.set(entry.pharmacy.id, {
        ...offer,
        totalXaf: offer.totalXaf + entry.priceXaf * line.quantity,
        lines: offer.lines + 1,
      });
    }
  }
  return [...offers.values()].filter((offer) => offer.lines === cart.length).sort((a, b) => a.totalXaf - b.totalXaf);
}

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 text-sm has-checked:border-primary has-checked:ring-2 has-checked:ring-primary/30">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 accent-primary"
      />
      <span className="flex flex-col gap-0.5">{children}</span>
    </label>
  );
}

/** The contact, pick-up pharmacy or delivery zone, and how to pay; the server prices the order on « Valider ». */
function CheckoutForm({ cart, contact }: { cart: readonly CartLine[]; contact: { name: string; phone: string } }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const queryClient = useQueryClient();
  // One query over the cached product pages (not `useQueries`: its observer would sit in the app shell).
  const products = useQuery({
    queryKey: ['shop', 'cart-products', cart.map((line) => line.productId)] as const,
    queryFn: () => Promise.all(cart.map((line) => queryClient.fetchQuery(shopProductQueryOptions(line.productId)))),
  });
  const loaded = products.data !== undefined;
  const offers = products.data ? offersFor(cart, products.data) : [];
  const hasMedicine = cart.some((line) => line.kind === 'medicine');
  const [name, setName] = useState(contact.name);
  const [phone, setPhone] = useState(contact.phone);
  const [chosenFulfilment, setFulfilment] = useState<OrderFulfilment>('pickup');
  const fulfilment = hasMedicine ? 'pickup' : chosenFulfilment;
  const [pharmacyId, setPharmacyId] = useState('');
  const [zoneId, setZoneId] = useState<DeliveryZoneId | ''>('');
  const [address, setAddress] = useState('');
  const [chosenPayment, setPayment] = useState<'mobile_money' | 'cash_on_delivery'>('mobile_money');
  const payment = fulfilment === 'delivery' ? chosenPayment : 'mobile_money';
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const zone = DELIVERY_ZONES.find((candidate) => candidate.id === zoneId);
  const chosenOffer = offers.find((offer) => offer.pharmacy.id === pharmacyId);
  const messages = (field: string) => (errors[field] ?? []).map((key) => tc(key as 'validation.required'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let ZCreateOrderRequestSchema;
    try {
      ({ ZCreateOrderRequestSchema } = await loadOrderSchemas());
    } catch {
      return; // The form's error area says the page's code could not be downloaded (lazy-import failures).
    }
    const body = {
      lines: cart.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      contactName: name,
      contactPhone: phone,
      fulfilment,
      paymentChoice: payment,
      ...(fulfilment === 'pickup' ? { pharmacyId: pharmacyId || undefined } : {}),
      ...(fulfilment === 'delivery'
        ? { deliveryZoneId: zoneId || undefined, deliveryAddress: address || undefined }
        : {}),
    };
    const parsed = ZCreateOrderRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (order) => {
        clearCart();
        void navigate(
          withOrder(
            order.paymentChoice === 'cash_on_delivery' ? ORDER_CONFIRMATION_PATH : ORDER_PAYMENT_PATH,
            order.id,
          ),
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">{t('checkout.contact')}</legend>
        <FormField id="checkout-name" label={t('checkout.name')} errors={messages('contactName')}>
          {(field) => (
            <Input {...field} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </FormField>
        <FormField
          id="checkout-phone"
          label={t('checkout.phone')}
          hint={t('checkout.phoneHint')}
          errors={messages('contactPhone')}
        >
          {(field) => (
            <Input
              {...field}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">{t('checkout.fulfilment')}</legend>
        <Choice
          name="fulfilment"
          value="pickup"
          checked={fulfilment === 'pickup'}
          onChange={() => setFulfilment('pickup')}
        >
          <span className="font-medium">{t('checkout.pickup')}</span>
          <span className="text-muted-foreground">{t('checkout.pickupHint')}</span>
        </Choice>
        {cart.some((line) => line.prescriptionClass === 'rx') && (
          <p className="text-sm font-medium">{t('rx.checkoutNotice')}</p>
        )}
        {hasMedicine ? (
          <p className="text-sm text-muted-foreground">{t('checkout.medicinesPickedUp')}</p>
        ) : (
          <Choice
            name="fulfilment"
            value="delivery"
            checked={fulfilment === 'delivery'}
            onChange={() => setFulfilment('delivery')}
          >
            <span className="font-medium">{t('checkout.delivery')}</span>
            <span className="text-muted-foreground">{t('checkout.deliveryHint')}</span>
          </Choice>
        )}
      </fieldset>

      {fulfilment === 'pickup' && (
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.pharmacyId ? 'pharmacy-error' : undefined}>
          <legend className="mb-2 text-lg font-semibold">{t('checkout.pharmacy')}</legend>
          {products.isPending && <Spinner label={t('checkout.loadingPharmacies')} />}
          {products.isError && (
            <QueryError error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} />
          )}
          {loaded && offers.length === 0 && <Alert variant="destructive">{t('checkout.noPharmacy')}</Alert>}
          {offers.map((offer) => (
            <Choice
              key={offer.pharmacy.id}
              name="pharmacy"
              value={offer.pharmacy.id}
              checked={pharmacyId === offer.pharmacy.id}
              onChange={() => setPharmacyId(offer.pharmacy.id)}
            >
              <span className="font-medium">{offer.pharmacy.name}</span>
              <span className="text-muted-foreground">
                {offer.pharmacy.quartier}, {offer.pharmacy.city} · {formatNationalPhone(offer.pharmacy.phone)}
              </span>
              <span>{t('checkout.pharmacyTotal', { total: formatFcfa(offer.totalXaf) })}</span>
            </Choice>
          ))}
          {messages('pharmacyId').map((message) => (
            <p key={message} id="pharmacy-error" className="text-sm text-destructive">
              {message}
            </p>
          ))}
        </fieldset>
      )}

      {fulfilment === 'delivery' && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t('checkout.deliveryAddress')}</legend>
          <FormField id="checkout-zone" label={t('checkout.zone')} errors={messages('deliveryZoneId')}>
            {(field) => (
              <Select
                {...field}
                value={zoneId}
                onChange={(event) => setZoneId(event.target.value as DeliveryZoneId | '')}
              >
                <option value="">{t('checkout.chooseZone')}</option>
                {(['Douala', 'Yaoundé'] as const).map((city) => (
                  <optgroup key={city} label={city}>
                    {DELIVERY_ZONES.filter((candidate) => candidate.city === city).map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {t('checkout.zoneOption', { zone: candidate.name, fee: formatFcfa(candidate.feeXaf) })}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            )}
          </FormField>
          {zone && (
            <p className="text-sm text-muted-foreground">{t('checkout.zonePromise', { count: zone.promiseHours })}</p>
          )}
          <FormField
            id="checkout-address"
            label={t('checkout.address')}
            hint={t('checkout.addressHint')}
            errors={messages('deliveryAddress')}
          >
            {(field) => (
              <Textarea {...field} rows={2} value={address} onChange={(event) => setAddress(event.target.value)} />
            )}
          </FormField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium">{t('checkout.payment')}</legend>
            <Choice
              name="payment"
              value="mobile_money"
              checked={payment === 'mobile_money'}
              onChange={() => setPayment('mobile_money')}
            >
              <span className="font-medium">{t('checkout.mobileMoney')}</span>
            </Choice>
            <Choice
              name="payment"
              value="cash_on_delivery"
              checked={payment === 'cash_on_delivery'}
              onChange={() => setPayment('cash_on_delivery')}
            >
              <span className="font-medium">{t('checkout.cashOnDelivery')}</span>
            </Choice>
          </fieldset>
        </fieldset>
      )}

      <section className="flex flex-col gap-1 rounded-lg border border-border bg-muted/40 p-3 text-sm">
        {fulfilment === 'pickup' && chosenOffer && (
          <p>{t('checkout.estimate', { total: formatFcfa(chosenOffer.totalXaf) })}</p>
        )}
        {fulfilment === 'delivery' && zone && <p>{t('checkout.fee', { fee: formatFcfa(zone.feeXaf) })}</p>}
        <p className="text-muted-foreground">{t('checkout.serverPrices')}</p>
      </section>
      <FormError error={create.error} />
      <Button type="submit" size="lg" disabled={create.isPending}>
        {t(payment === 'cash_on_delivery' ? 'checkout.submitCash' : 'checkout.submit')}
      </Button>
    </form>
  );
}

/**
 * `/patient/eshop/checkout`: the cart (kept in localStorage through sign-in and a closed tab), then, for a signed-in
 * patient, the contact, pick-up pharmacy or delivery zone and the payment choice. A visitor is asked to sign in or
 * create an account and comes back here with the cart intact.
 */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const session = useSession();
  const user = session.data?.user ?? null;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl leading-tight font-semibold">{t('checkout.title')}</h1>
      {cart.length === 0 ? (
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('cart.empty')}</span>
          <TextLink to={SHOP_HOME_PATH}>{t('cart.browse')}</TextLink>
        </Alert>
      ) : (
        <>
          <CartLines cart={cart} />
          {session.isPending && <Spinner label={t('results.loading')} />}
          {session.data === null && (
            <Alert className="flex flex-col items-start gap-2">
              <span>{t('checkout.signIn')}</span>
              <TextLink to={{ pathname: '/connexion/patient', search: SIGN_IN_SEARCH }}>
                {t('checkout.signInAction')}
              </TextLink>
              <TextLink to={{ pathname: '/connexion/patient/inscription', search: SIGN_IN_SEARCH }}>
                {t('checkout.signUpAction')}
              </TextLink>
            </Alert>
          )}
          {user && user.role !== 'patient' && <Alert>{t('checkout.patientsOnly')}</Alert>}
          {user?.role === 'patient' && (
            <CheckoutForm
              cart={cart}
              contact={{
                name: `${user.firstName} ${user.lastName}`.trim(),
                phone: user.phone ? formatNationalPhone(user.phone) : '',
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
