// Demo data `npm start` creates on every start (idempotently), so a fresh checkout can sign in at
// once and find its organisation connected to the demo shop.
export { DEMO_ACCOUNT, seedDemo } from './demo-account.ts';
export { connectDemoShop } from './demo-site.ts';
