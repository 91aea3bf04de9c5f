import { accountTestApp, ownerAndStranger, signUp } from './account.ts';
import { accessTokenFor } from './auth.ts';
import { addSite } from './sites.ts';

/**
 * The app with a platform operator (`operatorEmail`, named in PLATFORM_OPERATORS in capitals, as
 * e-mails compare case-blind), a merchant owning two sites, and `call` to the operator API under
 * `prefix` (its status and parsed body), as the operator unless other headers are given. `env`
 * adds to the app's environment.
 */
export async function operatorTestApp(
  prefix: string,
  operatorEmail: string,
  env: Record<string, string> = {},
) {
  const { app } = await accountTestApp({ ...env, PLATFORM_OPERATORS: operatorEmail.toUpperCase() });
  const operator = await signUp(app, { email: operatorEmail, name: 'Olga Operator' });
  const asOperator = { authorization: `Bearer ${await accessTokenFor(app, operator.id)}` };
  const { owner, asOwner, organizationId } = await ownerAndStranger(app);
  const { site } = await addSite(app, organizationId);
  const { site: otherSite } = await addSite(app, organizationId);

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = asOperator,
  ) {
    const response = await app.inject({
      method,
      url: `${prefix}${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  }

  return { app, asOperator, owner, asOwner, organizationId, site, otherSite, call };
}
