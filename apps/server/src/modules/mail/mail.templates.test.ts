import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.templates.ts';

const link = 'http://localhost:3000/account/v1/users/confirmations/abc_DEF-123';

describe('renderMail', () => {
  it.each([
    ['en', 'Confirm your email for Playboard', 'Hi Ada,', 'expires in 24 hours'],
    ['en-GB', 'Confirm your email for Playboard', 'Hi Ada,', 'expires in 24 hours'],
    ['es', 'Confirma tu correo electrónico en Playboard', 'Hola, Ada:', 'caduca en 24 horas'],
  ])(
    'should write the confirmation in %s with the link in both bodies',
    (language, subject, greeting, expiry) => {
      const mail = renderMail('confirmation', { language, name: 'Ada', link });

      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(greeting);
      expect(mail.text).toContain(expiry);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    },
  );

  it('should say the reset link expires in 1 hour', () => {
    expect(renderMail('password-reset', { language: 'en', name: 'Ada', link }).text).toContain(
      'expires in 1 hour',
    );
    expect(renderMail('password-reset', { language: 'es', name: 'Ada', link }).text).toContain(
      'caduca en 1 hora',
    );
  });

  it('should name the sender, the organisation and the role in an invitation, escaped in HTML', () => {
    const input = { name: 'Grace <Hopper>', link, organization: 'Ada & Co', role: 'admin' };
    const english = renderMail('invitation', { language: 'en', ...input });
    expect(english.subject).toBe('Join Ada & Co on Playboard');
    expect(english.text).toContain(
      'Grace <Hopper> invited you to join the team of Ada & Co on Playboard as an admin.',
    );
    expect(english.text).toContain('expires in 7 days');
    expect(english.html).toContain('Grace &lt;Hopper&gt; invited you to join the team of Ada &amp; Co');
    const spanish = renderMail('invitation', { language: 'es', ...input, role: 'owner' });
    expect(spanish.subject).toBe('Únete a Ada & Co en Playboard');
    expect(spanish.text).toContain('como propietario');
  });

  it('should name the new address in the e-mail change link and in the notice to the old address', () => {
    const input = { name: 'Ada', email: 'augusta@shop.example', link };
    const change = renderMail('email-change', { language: 'en', ...input });
    expect(change.subject).toBe('Confirm your new email for Playboard');
    expect(change.text).toContain('sign in to Playboard with augusta@shop.example from now on');
    expect(change.text).toContain('expires in 24 hours');
    const notice = renderMail('email-change-notice', { language: 'es', ...input });
    expect(notice.subject).toBe('El correo electrónico de tu cuenta de Playboard va a cambiar');
    expect(notice.text).toContain('cambiar su correo electrónico a augusta@shop.example');
  });

  it('should fall back to en-GB for a language it does not know', () => {
    expect(renderMail('confirmation', { language: 'fr', name: 'Ada', link }).subject).toBe(
      'Confirm your email for Playboard',
    );
  });

  it('should escape the name in the HTML body', () => {
    const mail = renderMail('confirmation', { language: 'en', name: '<script>alert(1)</script>', link });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
