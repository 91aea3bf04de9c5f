// The account e-mails in the three interface languages (spec 1 §1). Every message has a plain-text
// body and an HTML body; the link is absolute, built by the caller from `config.publicUrl`.
import { isLanguage, type Language } from '@playboard/domain';

export type MailKind =
  | 'confirmation'
  | 'password-reset'
  | 'invitation'
  | 'password-changed'
  | 'email-change'
  | 'email-change-notice';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What an e-mail names besides its link: the addressee, or for an invitation the sender. */
export interface MailInput {
  language: string;
  name: string;
  link: string;
  /** An invitation's organisation and the team role it gives. */
  organization?: string;
  role?: string;
  /** An e-mail change's new address. */
  email?: string;
}

type Text = string | ((input: MailInput) => string);

interface Copy {
  subject: Text;
  greeting: (name: string) => string;
  body: Text;
  action: string;
  expiry: string;
  ignore: string;
}

const english: Record<MailKind, Copy> = {
  confirmation: {
    subject: 'Confirm your email for Playboard',
    greeting: (name) => `Hi ${name},`,
    body: 'Thanks for signing up. Confirm your email address to start using Playboard.',
    action: 'Confirm my email',
    expiry: 'This link works once and expires in 24 hours.',
    ignore: "If you didn't sign up, you can ignore this email.",
  },
  'password-reset': {
    subject: 'Reset your Playboard password',
    greeting: (name) => `Hi ${name},`,
    body: 'We received a request to reset your password. Choose a new one with the link below.',
    action: 'Reset my password',
    expiry: 'This link works once and expires in 1 hour.',
    ignore: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  },
  invitation: {
    subject: (input) => `Join ${input.organization} on Playboard`,
    greeting: () => 'Hi,',
    body: (input) =>
      `${input.name} invited you to join the team of ${input.organization} on Playboard as ${input.role === 'owner' ? 'an owner' : 'an admin'}.`,
    action: 'Join the team',
    expiry: 'This link works once and expires in 7 days.',
    ignore: "If you weren't expecting this invitation, you can ignore this email.",
  },
  'password-changed': {
    subject: 'Your Playboard password was changed',
    greeting: (name) => `Hi ${name},`,
    body: 'The password of your Playboard account was just changed, and your other sessions were signed out.',
    action: "If it wasn't you, reset your password now",
    expiry: 'If it was you, there is nothing else to do.',
    ignore: 'Nobody at Playboard will ever ask you for your password.',
  },
  'email-change': {
    subject: 'Confirm your new email for Playboard',
    greeting: (name) => `Hi ${name},`,
    body: (input) =>
      `You asked to sign in to Playboard with ${input.email} from now on. Confirm this address to make the change.`,
    action: 'Confirm my new email',
    expiry: 'This link works once and expires in 24 hours.',
    ignore: "If you didn't ask for this, you can ignore this email: nothing changes.",
  },
  'email-change-notice': {
    subject: 'Your Playboard email is about to change',
    greeting: (name) => `Hi ${name},`,
    body: (input) =>
      `Someone signed in to your Playboard account asked to change its email to ${input.email}. The change is made once that address confirms it; until then you keep signing in with this one.`,
    action: "If it wasn't you, reset your password now",
    expiry: 'If it was you, there is nothing else to do.',
    ignore: 'Nobody at Playboard will ever ask you for your password.',
  },
};

const copies: Record<Language, Record<MailKind, Copy>> = {
  en: english,
  'en-GB': english,
  es: {
    confirmation: {
      subject: 'Confirma tu correo electrónico en Playboard',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Gracias por registrarte. Confirma tu dirección de correo electrónico para empezar a usar Playboard.',
      action: 'Confirmar mi correo electrónico',
      expiry: 'Este enlace solo se puede usar una vez y caduca en 24 horas.',
      ignore: 'Si no te has registrado, puedes ignorar este correo.',
    },
    'password-reset': {
      subject: 'Restablece tu contraseña de Playboard',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Hemos recibido una solicitud para restablecer tu contraseña. Elige una nueva con el enlace de abajo.',
      action: 'Restablecer mi contraseña',
      expiry: 'Este enlace solo se puede usar una vez y caduca en 1 hora.',
      ignore: 'Si no lo has solicitado, puedes ignorar este correo: tu contraseña no cambia.',
    },
    invitation: {
      subject: (input) => `Únete a ${input.organization} en Playboard`,
      greeting: () => 'Hola:',
      body: (input) =>
        `${input.name} te ha invitado a unirte al equipo de ${input.organization} en Playboard como ${input.role === 'owner' ? 'propietario' : 'administrador'}.`,
      action: 'Unirme al equipo',
      expiry: 'Este enlace solo se puede usar una vez y caduca en 7 días.',
      ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
    },
    'password-changed': {
      subject: 'Se ha cambiado tu contraseña de Playboard',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Se acaba de cambiar la contraseña de tu cuenta de Playboard y se han cerrado tus otras sesiones.',
      action: 'Si no has sido tú, restablece tu contraseña ahora',
      expiry: 'Si has sido tú, no tienes que hacer nada más.',
      ignore: 'Nadie de Playboard te pedirá nunca tu contraseña.',
    },
    'email-change': {
      subject: 'Confirma tu nuevo correo electrónico en Playboard',
      greeting: (name) => `Hola, ${name}:`,
      body: (input) =>
        `Has pedido iniciar sesión en Playboard con ${input.email} a partir de ahora. Confirma esta dirección para hacer el cambio.`,
      action: 'Confirmar mi nuevo correo electrónico',
      expiry: 'Este enlace solo se puede usar una vez y caduca en 24 horas.',
      ignore: 'Si no lo has pedido, puedes ignorar este correo: no cambia nada.',
    },
    'email-change-notice': {
      subject: 'El correo electrónico de tu cuenta de Playboard va a cambiar',
      greeting: (name) => `Hola, ${name}:`,
      body: (input) =>
        `Alguien con la sesión iniciada en tu cuenta de Playboard ha pedido cambiar su correo electrónico a ${input.email}. El cambio se hace cuando esa dirección lo confirme; hasta entonces sigues iniciando sesión con esta.`,
      action: 'Si no has sido tú, restablece tu contraseña ahora',
      expiry: 'Si has sido tú, no tienes que hacer nada más.',
      ignore: 'Nadie de Playboard te pedirá nunca tu contraseña.',
    },
  },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Renders one account e-mail; an unknown language falls back to en-GB like the console does. */
export function renderMail(kind: MailKind, input: MailInput): MailContent {
  const copy = copies[isLanguage(input.language) ? input.language : 'en-GB'][kind];
  const subject = typeof copy.subject === 'string' ? copy.subject : copy.subject(input);
  const body = typeof copy.body === 'string' ? copy.body : copy.body(input);
  const text = [
    copy.greeting(input.name),
    '',
    body,
    '',
    `${copy.action}: ${input.link}`,
    '',
    copy.expiry,
    copy.ignore,
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    `<p>${escapeHtml(copy.greeting(input.name))}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${link}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(copy.action)}</a></p>`,
    `<p style="font-size: 13px">${link}</p>`,
    `<p style="font-size: 13px; color: #6b7280">${escapeHtml(copy.expiry)} ${escapeHtml(copy.ignore)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
