import type { ReactElement } from 'react';
import { lazyScreen } from './lazy-screen';
import type { SpaceBuiltRouteId } from './space-screens';

/**
 * The patient space's screens: downloaded only when a page of the space opens (`space-screens.ts`), so that their
 * lazy imports and preload lists stay out of the app shell every visitor downloads (issue #10: under 115 KiB).
 */
const AccountSettingsPage = lazyScreen(
  () => import('../features/account-settings/components/account-settings-page'),
  'AccountSettingsPage',
);
const BookingPage = lazyScreen(() => import('../features/booking/components/booking-page'), 'BookingPage');
const CheckoutPage = lazyScreen(() => import('../features/shop/components/checkout-page'), 'CheckoutPage');
const ConfirmationPage = lazyScreen(
  () => import('../features/booking/components/confirmation-page'),
  'ConfirmationPage',
);
const ConsultationsPage = lazyScreen(
  () => import('../features/consultations/components/consultations-page'),
  'ConsultationsPage',
);
const InvoiceLinkPaymentPage = lazyScreen(
  () => import('../features/invoices/components/invoice-link-payment-page'),
  'InvoiceLinkPaymentPage',
);
const MedicalRecordPage = lazyScreen(
  () => import('../features/medical-record/components/medical-record-page'),
  'MedicalRecordPage',
);
const MessagesPage = lazyScreen(() => import('../features/conversations/components/messages-page'), 'MessagesPage');
const MyOrdersPage = lazyScreen(() => import('../features/shop/components/my-orders-page'), 'MyOrdersPage');
const OrderConfirmationPage = lazyScreen(
  () => import('../features/shop/components/order-confirmation-page'),
  'OrderConfirmationPage',
);
const OrderPaymentPage = lazyScreen(() => import('../features/shop/components/order-payment-page'), 'OrderPaymentPage');
const PatientDashboardPage = lazyScreen(
  () => import('../features/patient-dashboard/components/patient-dashboard-page'),
  'PatientDashboardPage',
);
const PatientInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/patient-invoices-page'),
  'PatientInvoicesPage',
);
const PatientProfilePage = lazyScreen(
  () => import('../features/patient-profile/components/patient-profile-page'),
  'PatientProfilePage',
);
const PaymentPage = lazyScreen(() => import('../features/booking/components/payment-page'), 'PaymentPage');
const ShopCategoryPage = lazyScreen(() => import('../features/shop/components/shop-category-page'), 'ShopCategoryPage');
const ShopPage = lazyScreen(() => import('../features/shop/components/shop-page'), 'ShopPage');
const ShopProductPage = lazyScreen(() => import('../features/shop/components/shop-product-page'), 'ShopProductPage');
const TeleconsultationsPage = lazyScreen(
  () => import('../features/teleconsultations/components/teleconsultations-page'),
  'TeleconsultationsPage',
);
const VaccinationPage = lazyScreen(
  () => import('../features/vaccination/components/vaccination-page'),
  'VaccinationPage',
);

export const PATIENT_PAGES: Record<SpaceBuiltRouteId<'patient'>, ReactElement> = {
  patientDashboard: <PatientDashboardPage />,
  patientProfile: <PatientProfilePage />,
  patientSettings: <AccountSettingsPage />,
  patientConsultations: <ConsultationsPage />,
  patientRecord: <MedicalRecordPage />,
  patientVaccination: <VaccinationPage />,
  patientCabinetConsultation: <BookingPage kind="cabinet" />,
  patientCabinetPayment: <PaymentPage confirmationPath="/patient/cabinet-confirmation" />,
  patientCabinetConfirmation: <ConfirmationPage />,
  patientInvoices: <PatientInvoicesPage />,
  patientMessages: <MessagesPage space="patient" />,
  patientCustomInvoicePayment: <InvoiceLinkPaymentPage />,
  patientVideoConsultations: <TeleconsultationsPage space="patient" />,
  patientVideoConsultationPayment: <PaymentPage confirmationPath="/patient/visioconsultation-payment-confirmation" />,
  patientVideoConsultationPaymentConfirmation: <ConfirmationPage />,
  patientEshop: <ShopPage />,
  patientEshopCategory: <ShopCategoryPage />,
  patientEshopProduct: <ShopProductPage />,
  patientEshopCheckout: <CheckoutPage />,
  patientEshopPayment: <OrderPaymentPage />,
  patientEshopPaymentConfirmation: <OrderConfirmationPage />,
  patientOrders: <MyOrdersPage />,
};
