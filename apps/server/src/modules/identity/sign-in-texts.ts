import type { Language } from '@playboard/domain';

/** The sign-in page's own texts; error texts (sec-23, sec-24, global-429) come from the domain catalogue. */
const en = {
  title: 'Sign in to Playboard',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot your password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  resend: 'Send the validation email again',
  resent: 'We have sent you a new validation email. Check your inbox.',
  confirmed: 'Your email is confirmed. Sign in to continue.',
  expiredTitle: 'This sign-in page has expired',
  expiredBody: 'Sign-in pages are valid for one hour. Start again from Playboard.',
  startAgain: 'Go to Playboard',
  errorTitle: 'Something went wrong',
  errorBody: "We couldn't sign you in. Start again from Playboard.",
  signedOut: 'You have signed out.',
  signingOut: 'Signing you out…',
  continue: 'Continue',
} as const;

export type SignInTexts = { readonly [K in keyof typeof en]: string };

const es: SignInTexts = {
  title: 'Inicia sesión en Playboard',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  forgotPassword: '¿Has olvidado tu contraseña?',
  noAccount: '¿No tienes una cuenta?',
  signUp: 'Regístrate',
  resend: 'Enviar de nuevo el correo de validación',
  resent: 'Te hemos enviado un nuevo correo de validación. Revisa tu bandeja de entrada.',
  confirmed: 'Tu correo electrónico está confirmado. Inicia sesión para continuar.',
  expiredTitle: 'Esta página de inicio de sesión ha caducado',
  expiredBody:
    'Las páginas de inicio de sesión son válidas durante una hora. Vuelve a empezar desde Playboard.',
  startAgain: 'Ir a Playboard',
  errorTitle: 'Algo ha ido mal',
  errorBody: 'No hemos podido iniciar tu sesión. Vuelve a empezar desde Playboard.',
  signedOut: 'Has cerrado la sesión.',
  signingOut: 'Cerrando la sesión…',
  continue: 'Continuar',
};

export const signInTexts: Record<Language, SignInTexts> = { en, 'en-GB': en, es };
