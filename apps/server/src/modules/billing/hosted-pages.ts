// The embedded provider's hosted pages, rendered on the server like the sign-in page: the payment
// details form and the customer portal. Plain HTML forms that work without JavaScript; every value
// is escaped.
import {
  CANCELLATION_REASONS,
  translate,
  type CancellationReason,
  type Invoice,
  type Language,
  type Plan,
  type SubscriptionResponse,
} from '@playboard/domain';

interface Texts {
  paymentTitle: string;
  paymentIntro: string;
  cardholder: string;
  cardNumber: string;
  expiry: string;
  expiryHint: string;
  cvc: string;
  save: string;
  testCards: string;
  testCardsList: string[];
  saved: string;
  savedMessage: string;
  back: string;
  expired: string;
  expiredMessage: string;
  portalTitle: string;
  currentPlan: string;
  status: string;
  card: string;
  noCard: string;
  updateCard: string;
  changePlan: string;
  plan: string;
  frequency: string;
  monthly: string;
  yearly: string;
  perMonth: string;
  perYear: string;
  exclVat: string;
  saves: string;
  applyPlan: string;
  planPending: string;
  cancelTitle: string;
  cancelReason: string;
  cancelComment: string;
  cancel: string;
  reactivate: string;
  invoices: string;
  noInvoices: string;
  invoiceNumber: string;
  date: string;
  amount: string;
  download: string;
  externalBilling: string;
  reasons: Record<CancellationReason, string>;
  statuses: Record<SubscriptionResponse['status'], string>;
  errors: { cardholder: string; cardNumber: string; expiry: string; cvc: string };
}

const en: Texts = {
  paymentTitle: 'Payment details',
  paymentIntro:
    'Enter the card your subscription is paid with. A temporary charge of €1.00 checks the card and is refunded at once.',
  cardholder: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code (CVC)',
  save: 'Save payment details',
  testCards: 'Test cards of this installation',
  testCardsList: [
    '4242 4242 4242 4242: accepted',
    '5555 5555 5555 4444: accepted',
    '4000 0000 0000 0002: always declined',
    '4000 0000 0000 0341: accepted, later payments declined',
    'Any future expiry date and any 3-digit CVC (4 digits for American Express).',
  ],
  saved: 'Payment details saved',
  savedMessage: 'Your card has been checked and saved.',
  back: 'Back to Playboard',
  expired: 'This link has expired',
  expiredMessage: 'Open the billing page again from Playboard to get a new link.',
  portalTitle: 'Billing portal',
  currentPlan: 'Current plan',
  status: 'Status',
  card: 'Card',
  noCard: 'No payment details yet',
  updateCard: 'Update payment details',
  changePlan: 'Change plan',
  plan: 'Plan',
  frequency: 'Billing frequency',
  monthly: 'Monthly',
  yearly: 'Yearly',
  perMonth: '/month',
  perYear: '/year',
  exclVat: 'excl. VAT',
  saves: 'saves {{percent}}%',
  applyPlan: 'Change plan',
  planPending: 'From the next period: {{plan}}',
  cancelTitle: 'Cancel subscription',
  cancelReason: 'Why are you cancelling?',
  cancelComment: 'Anything else you want to tell us (optional)',
  cancel: 'Cancel subscription',
  reactivate: 'Reactivate subscription',
  invoices: 'Invoices',
  noInvoices: 'No invoices yet.',
  invoiceNumber: 'Number',
  date: 'Date',
  amount: 'Amount',
  download: 'Download PDF',
  externalBilling: 'This organization is billed through Shopify.',
  reasons: {
    TOO_EXPENSIVE: 'It is too expensive',
    MISSING_FEATURES: 'Features I need are missing',
    SWITCHED_SERVICE: 'I switched to another service',
    UNUSED: "I don't use it enough",
    OTHER: 'Another reason',
  },
  statuses: {
    TRIALING: 'Free trial',
    ACTIVE: 'Active',
    PROCESSING: 'Payment in progress',
    CANCELLED: 'Cancelled',
    TRIAL_ENDED: 'Trial ended',
  },
  errors: {
    cardholder: 'Enter the name on the card.',
    cardNumber: 'Enter a valid card number.',
    expiry: 'Enter an expiry date in the future, as MM/YY.',
    cvc: 'Enter the 3-digit security code (4 digits for American Express).',
  },
};

const es: Texts = {
  paymentTitle: 'Datos de pago',
  paymentIntro:
    'Introduce la tarjeta con la que se paga tu suscripción. Un cargo temporal de 1,00 € comprueba la tarjeta y se reembolsa al momento.',
  cardholder: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  expiry: 'Fecha de caducidad',
  expiryHint: 'MM/AA',
  cvc: 'Código de seguridad (CVC)',
  save: 'Guardar datos de pago',
  testCards: 'Tarjetas de prueba de esta instalación',
  testCardsList: [
    '4242 4242 4242 4242: aceptada',
    '5555 5555 5555 4444: aceptada',
    '4000 0000 0000 0002: siempre rechazada',
    '4000 0000 0000 0341: aceptada, pagos posteriores rechazados',
    'Cualquier fecha de caducidad futura y cualquier CVC de 3 cifras (4 para American Express).',
  ],
  saved: 'Datos de pago guardados',
  savedMessage: 'Tu tarjeta se ha comprobado y guardado.',
  back: 'Volver a Playboard',
  expired: 'Este enlace ha caducado',
  expiredMessage: 'Vuelve a abrir la página de facturación desde Playboard para obtener un enlace nuevo.',
  portalTitle: 'Portal de facturación',
  currentPlan: 'Plan actual',
  status: 'Estado',
  card: 'Tarjeta',
  noCard: 'Aún no hay datos de pago',
  updateCard: 'Actualizar datos de pago',
  changePlan: 'Cambiar de plan',
  plan: 'Plan',
  frequency: 'Frecuencia de facturación',
  monthly: 'Mensual',
  yearly: 'Anual',
  perMonth: '/mes',
  perYear: '/año',
  exclVat: 'IVA no incluido',
  saves: 'ahorra un {{percent}} %',
  applyPlan: 'Cambiar de plan',
  planPending: 'Desde el próximo periodo: {{plan}}',
  cancelTitle: 'Cancelar la suscripción',
  cancelReason: '¿Por qué cancelas?',
  cancelComment: '¿Algo más que quieras contarnos? (opcional)',
  cancel: 'Cancelar la suscripción',
  reactivate: 'Reactivar la suscripción',
  invoices: 'Facturas',
  noInvoices: 'Aún no hay facturas.',
  invoiceNumber: 'Número',
  date: 'Fecha',
  amount: 'Importe',
  download: 'Descargar PDF',
  externalBilling: 'Esta organización se factura a través de Shopify.',
  reasons: {
    TOO_EXPENSIVE: 'Es demasiado caro',
    MISSING_FEATURES: 'Faltan funciones que necesito',
    SWITCHED_SERVICE: 'Me he cambiado a otro servicio',
    UNUSED: 'No lo uso lo suficiente',
    OTHER: 'Otro motivo',
  },
  statuses: {
    TRIALING: 'Prueba gratuita',
    ACTIVE: 'Activa',
    PROCESSING: 'Pago en curso',
    CANCELLED: 'Cancelada',
    TRIAL_ENDED: 'Prueba terminada',
  },
  errors: {
    cardholder: 'Introduce el nombre que figura en la tarjeta.',
    cardNumber: 'Introduce un número de tarjeta válido.',
    expiry: 'Introduce una fecha de caducidad futura, como MM/AA.',
    cvc: 'Introduce el código de seguridad de 3 cifras (4 para American Express).',
  },
};

const texts: Readonly<Record<Language, Texts>> = {
  en,
  es,
  'en-GB': { ...en, externalBilling: 'This organisation is billed through Shopify.' },
};

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f3f4f6;color:#111827;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5}
main{max-width:640px;margin:32px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1),0 8px 24px rgba(17,24,39,.06)}
.brand{margin:0 0 24px;font-weight:700;color:#4f46e5}
h1{margin:0 0 16px;font-size:1.5rem;line-height:1.25}
h2{margin:32px 0 12px;font-size:1.125rem}
label{display:block;margin:0 0 4px;font-size:.875rem;font-weight:600}
input,select,textarea{display:block;width:100%;margin:0 0 16px;padding:10px 12px;font:inherit;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:inherit}
input:focus,select:focus,textarea:focus{outline:2px solid #6366f1;outline-offset:1px;border-color:#6366f1}
input[aria-invalid=true]{border-color:#dc2626}
.row{display:flex;gap:16px}.row>div{flex:1}
.field-error{margin:-12px 0 16px;color:#b91c1c;font-size:.875rem}
button{padding:10px 16px;font:inherit;font-weight:600;border-radius:8px;cursor:pointer}
.primary{border:0;background:#4f46e5;color:#fff}.primary:hover{background:#4338ca}
.danger{border:1px solid #b91c1c;background:#fff;color:#b91c1c}
button:focus-visible,a:focus-visible{outline:2px solid #6366f1;outline-offset:2px}
.notice{margin:0 0 16px;padding:12px;border-radius:8px;font-size:.875rem}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.success{background:#ecfdf5;color:#065f46;border:1px solid #a7f3d0}
.muted{color:#4b5563;font-size:.875rem}
a{color:#4f46e5}
fieldset{border:0;margin:0 0 16px;padding:0}legend{font-size:.875rem;font-weight:600;margin-bottom:4px}
fieldset label{display:inline-flex;gap:6px;align-items:center;margin-right:16px;font-weight:400}
fieldset input{display:inline;width:auto;margin:0}
table{width:100%;border-collapse:collapse;font-size:.875rem}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{font-weight:600}dd{margin:0}
details{margin-top:24px;font-size:.875rem}
`;

/** The card form's fields as typed (echoed back on an error, except the CVC). */
export interface CardFormValues {
  cardholder: string;
  cardNumber: string;
  expiry: string;
}

export type CardField = keyof Texts['errors'];

export interface PaymentPageOptions {
  language: Language;
  action: string;
  nonce: string;
  values?: CardFormValues;
  fieldErrors?: Partial<Record<CardField, true>>;
  /** A declined card or another failure, as a spec code (bil-1). */
  problem?: string;
  showTestCards: boolean;
}

export interface PortalPageOptions {
  language: Language;
  base: string;
  back: string;
  subscription: SubscriptionResponse;
  plans: Plan[];
  invoices: Invoice[];
  notice?: { kind: 'success' | 'error'; text: string };
}

/** Escapes text for HTML (the identity module's, handed over by app.ts). */
export type EscapeHtml = (value: string) => string;

/** The page renderers, escaping every value with `escapeHtml`. */
export function createHostedPages(escapeHtml: EscapeHtml) {
  function page(language: Language, title: string, body: string): string {
    return `<!doctype html>
  <html lang="${escapeHtml(language)}">
  <head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} · Playboard</title>
  <style>${styles}</style>
  </head>
  <body>
  <main>
  <p class="brand" aria-hidden="true">Playboard</p>
  ${body}
  </main>
  </body>
  </html>`;
  }

  function hostedTexts(language: Language): Texts {
    return texts[language];
  }

  function field(t: Texts, name: CardField, input: string, errors: Partial<Record<CardField, true>>): string {
    const invalid = errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    const message = errors[name]
      ? `<p class="field-error" id="${name}-error">${escapeHtml(t.errors[name])}</p>`
      : '';
    return input.replace('/>', `${invalid}>`) + message;
  }

  function renderPaymentPage(options: PaymentPageOptions): string {
    const t = texts[options.language];
    const values = options.values ?? { cardholder: '', cardNumber: '', expiry: '' };
    const errors = options.fieldErrors ?? {};
    const problem = options.problem
      ? `<p class="notice error" role="alert">${escapeHtml(translate(`errors.${options.problem}`, options.language))}</p>`
      : '';
    const testCards = options.showTestCards
      ? `<details><summary>${escapeHtml(t.testCards)}</summary><ul>${t.testCardsList
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul></details>`
      : '';
    return page(
      options.language,
      t.paymentTitle,
      `<h1>${escapeHtml(t.paymentTitle)}</h1>
  <p class="muted">${escapeHtml(t.paymentIntro)}</p>
  ${problem}
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
  <input type="hidden" name="nonce" value="${escapeHtml(options.nonce)}">
  <label for="cardholder">${escapeHtml(t.cardholder)}</label>
  ${field(t, 'cardholder', `<input id="cardholder" name="cardholder" autocomplete="cc-name" required maxlength="100" value="${escapeHtml(values.cardholder)}"/>`, errors)}
  <label for="cardNumber">${escapeHtml(t.cardNumber)}</label>
  ${field(t, 'cardNumber', `<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${escapeHtml(values.cardNumber)}"/>`, errors)}
  <div class="row">
  <div><label for="expiry">${escapeHtml(t.expiry)} (${escapeHtml(t.expiryHint)})</label>
  ${field(t, 'expiry', `<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="7" placeholder="${escapeHtml(t.expiryHint)}" value="${escapeHtml(values.expiry)}"/>`, errors)}</div>
  <div><label for="cvc">${escapeHtml(t.cvc)}</label>
  ${field(t, 'cvc', `<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"/>`, errors)}</div>
  </div>
  <button type="submit" class="primary">${escapeHtml(t.save)}</button>
  </form>
  ${testCards}`,
    );
  }

  function renderMessage(
    language: Language,
    title: string,
    message: string,
    back: string | null,
    success = false,
  ): string {
    const t = texts[language];
    return page(
      language,
      title,
      `<h1>${escapeHtml(title)}</h1>
  <p class="notice ${success ? 'success' : 'error'}" role="${success ? 'status' : 'alert'}">${escapeHtml(message)}</p>
  ${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>` : ''}`,
    );
  }

  function money(cents: number, currency: string, language: Language): string {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  }

  function renderPortalPage(options: PortalPageOptions): string {
    const { language, base, subscription } = options;
    const t = texts[language];
    const planLabel = (key: string) => translate(`plans.${key}`, language);
    const card = subscription.paymentMethod
      ? `${subscription.paymentMethod.brand} •••• ${subscription.paymentMethod.last4} (${String(subscription.paymentMethod.expMonth).padStart(2, '0')}/${subscription.paymentMethod.expYear})`
      : t.noCard;
    const price = `${money(subscription.price.amountCents, subscription.price.currency, language)}${subscription.price.frequency === 'MONTHLY' ? t.perMonth : t.perYear} ${t.exclVat}`;
    const notice = options.notice
      ? `<p class="notice ${options.notice.kind}" role="${options.notice.kind === 'success' ? 'status' : 'alert'}">${escapeHtml(options.notice.text)}</p>`
      : '';
    const pending = subscription.nextPlan
      ? `<p class="muted">${escapeHtml(t.planPending.replace('{{plan}}', planLabel(subscription.nextPlan.key)))}</p>`
      : '';
    const locked = subscription.status === 'CANCELLED' || subscription.status === 'TRIAL_ENDED';
    const planOptions = options.plans
      .filter((plan) => plan.selfService)
      .map((plan) => {
        const monthly = plan.prices.find((item) => item.frequency === 'MONTHLY');
        const label = `${planLabel(plan.key)}: ${money(monthly?.amountCents ?? 0, monthly?.currency ?? 'EUR', language)}${t.perMonth}${plan.yearlySavingPercent > 0 ? `, ${t.yearly.toLowerCase()} ${t.saves.replace('{{percent}}', String(plan.yearlySavingPercent))}` : ''}`;
        const selected = plan.key === subscription.plan.key ? ' selected' : '';
        return `<option value="${escapeHtml(plan.key)}"${selected}>${escapeHtml(label)}</option>`;
      })
      .join('');
    const frequency = (value: 'MONTHLY' | 'YEARLY', label: string) =>
      `<label><input type="radio" name="frequency" value="${value}"${subscription.price.frequency === value ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
    const planForm = locked
      ? `<form method="post" action="${escapeHtml(base)}/reactivate"><button type="submit" class="primary">${escapeHtml(t.reactivate)}</button></form>`
      : `<h2>${escapeHtml(t.changePlan)}</h2>
  <form method="post" action="${escapeHtml(base)}/plan">
  <label for="plan">${escapeHtml(t.plan)}</label>
  <select id="plan" name="plan">${planOptions}</select>
  <fieldset><legend>${escapeHtml(t.frequency)}</legend>${frequency('MONTHLY', t.monthly)}${frequency('YEARLY', t.yearly)}</fieldset>
  <p class="muted">${escapeHtml(t.exclVat)}</p>
  <button type="submit" class="primary">${escapeHtml(t.applyPlan)}</button>
  </form>
  <h2>${escapeHtml(t.cancelTitle)}</h2>
  <form method="post" action="${escapeHtml(base)}/cancel">
  <label for="reason">${escapeHtml(t.cancelReason)}</label>
  <select id="reason" name="reason">${CANCELLATION_REASONS.map((reason) => `<option value="${reason}">${escapeHtml(t.reasons[reason])}</option>`).join('')}</select>
  <label for="comment">${escapeHtml(t.cancelComment)}</label>
  <textarea id="comment" name="comment" maxlength="500" rows="3"></textarea>
  <button type="submit" class="danger">${escapeHtml(t.cancel)}</button>
  </form>`;
    const rows = options.invoices
      .map(
        (invoice) =>
          `<tr><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(invoice.date.slice(0, 10))}</td><td>${escapeHtml(money(invoice.amountCents, invoice.currency, language))}</td><td><a href="${escapeHtml(base)}/invoices/${escapeHtml(invoice.id)}/pdf">${escapeHtml(t.download)}<span class="muted"> ${escapeHtml(invoice.number)}</span></a></td></tr>`,
      )
      .join('');
    const invoices = rows
      ? `<table><thead><tr><th scope="col">${escapeHtml(t.invoiceNumber)}</th><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.amount)}</th><th scope="col"><span class="muted">PDF</span></th></tr></thead><tbody>${rows}</tbody></table>`
      : `<p class="muted">${escapeHtml(`${t.noInvoices} ${translate('invoices.issued', language)}`)}</p>`;
    return page(
      language,
      t.portalTitle,
      `<h1>${escapeHtml(t.portalTitle)}</h1>
  ${notice}
  <dl>
  <dt>${escapeHtml(t.currentPlan)}</dt><dd>${escapeHtml(planLabel(subscription.plan.key))}, ${escapeHtml(price)}</dd>
  <dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(t.statuses[subscription.status])}</dd>
  <dt>${escapeHtml(t.card)}</dt><dd>${escapeHtml(card)} · <a href="${escapeHtml(base)}/payment-details">${escapeHtml(t.updateCard)}</a></dd>
  </dl>
  ${pending}
  ${planForm}
  <h2>${escapeHtml(t.invoices)}</h2>
  ${invoices}
  <p><a href="${escapeHtml(options.back)}">${escapeHtml(t.back)}</a></p>`,
    );
  }

  return { hostedTexts, renderPaymentPage, renderMessage, renderPortalPage };
}
