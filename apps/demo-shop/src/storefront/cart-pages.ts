import type { Order, PricedLine } from './cart-store.ts';
import { html, Html } from './html.ts';
import { layout, type PageContext } from './layout.ts';

export function cartPage(context: PageContext, lines: readonly PricedLine[]): string {
  const { base, i18n } = context;
  const language = i18n.language;
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const body =
    lines.length === 0
      ? html`<h1>${i18n.t('cartTitle')}</h1>
          <p class="empty">${i18n.t('cartEmpty')}</p>
          <a class="button" href="${base}/">${i18n.t('continueShopping')}</a>`
      : html`<h1>${i18n.t('cartTitle')}</h1>
          <div class="cart">
            <ul class="lines">
              ${lines.map(
                (line) =>
                  html`<li class="line" data-line-id="${line.id}">
                    <img src="${base}/images/${line.productId}.svg" alt="" width="96" height="96" />
                    <div class="what">
                      <a href="${base}/p/${line.productId}">${line.product.name[language]}</a
                      >${line.variant ? html`<span class="muted">${line.variant.name[language]}</span>` : ''}<span
                        >${i18n.price(line.unitPrice)}</span
                      >
                    </div>
                    <form method="post" action="${base}/cart/items/${encodeURIComponent(line.id)}">
                      <label
                        >${i18n.t('quantity')}
                        <input type="number" name="quantity" value="${line.quantity}" min="0" max="99"
                      /></label>
                      <button type="submit">${i18n.t('update')}</button>
                    </form>
                    <form method="post" action="${base}/cart/items/${encodeURIComponent(line.id)}/remove">
                      <button class="link" type="submit">${i18n.t('remove')}</button>
                    </form>
                    <strong class="line-total">${i18n.price(line.lineTotal)}</strong>
                  </li>`,
              )}
            </ul>
            <aside class="checkout">
              <dl>
                <dt>${i18n.t('subtotal')}</dt>
                <dd>${i18n.price(total)}</dd>
                <dt>${i18n.t('shipping')}</dt>
                <dd>${i18n.t('free')}</dd>
                <dt class="total">${i18n.t('total')}</dt>
                <dd class="total">${i18n.price(total)}</dd>
              </dl>
              <form method="post" action="${base}/checkout">
                <label
                  >${i18n.t('name')} <input name="name" required maxlength="200" autocomplete="name"
                /></label>
                <label
                  >${i18n.t('email')}
                  <input type="email" name="email" required maxlength="200" autocomplete="email"
                /></label>
                <label
                  >${i18n.t('address')}
                  <input name="address" required maxlength="500" autocomplete="street-address"
                /></label>
                <button type="submit">${i18n.t('placeOrder')}</button>
              </form>
            </aside>
          </div>`;
  return layout(context, { title: i18n.t('cartTitle'), body });
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): Html {
  return new Html(JSON.stringify(value).replaceAll('<', '\\u003c'));
}

export function orderPage(context: PageContext, order: Order): string {
  const { base, i18n } = context;
  const language = i18n.language;
  const body = html`<section class="order">
    <h1>${i18n.t('orderTitle')}</h1>
    <p>${i18n.t('orderText', { id: order.id, email: order.email })}</p>
    <ul class="lines">
      ${order.lines.map(
        (line) =>
          html`<li class="line">
            <img src="${base}/images/${line.productId}.svg" alt="" width="96" height="96" />
            <div class="what">
              <span>${line.name[language]}</span
              >${line.variantName ? html`<span class="muted">${line.variantName[language]}</span>` : ''}
            </div>
            <span>${line.quantity} × ${i18n.price(line.unitPrice)}</span>
          </li>`,
      )}
    </ul>
    <p class="total">${i18n.t('total')}: <strong>${i18n.price(order.total)}</strong></p>
    <a class="button" href="${base}/">${i18n.t('continueShopping')}</a>
  </section>`;
  const checkout = {
    orderId: order.id,
    items: order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.name[language],
      price: line.unitPrice,
      quantity: line.quantity,
    })),
  };
  // The layer is loaded async; the load event waits for it, so its checkout hook exists by then if it ever will.
  const scripts = html`<script type="application/json" id="playboard-checkout">
      ${scriptJson(checkout)}
    </script>
    <script>
      window.addEventListener('load', function () {
        var checkout = JSON.parse(document.getElementById('playboard-checkout').textContent);
        window.playboard?.trackCheckout?.(checkout);
      });
    </script>`;
  return layout(context, { title: i18n.t('orderTitle'), body, scripts });
}
