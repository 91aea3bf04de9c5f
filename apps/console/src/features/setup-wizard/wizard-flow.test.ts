import { describe, expect, it } from 'vitest';
import { nextStep, parseStep, previousStep, showsStepper, stepHref, stepperSteps } from './wizard-flow.ts';

const known = { askCompany: false, paymentDetails: false };
const everything = { askCompany: true, paymentDetails: true };

describe('wizard flow', () => {
  it('should follow spec 1 §4: plugin, company, payment details (flag), connection, status', () => {
    expect(stepperSteps(everything)).toEqual([
      'plugin-download',
      'create-organization',
      'payment-details',
      'connection',
      'status',
    ]);
    expect(nextStep('plugin-download', everything)).toBe('create-organization');
    expect(nextStep('create-organization', everything)).toBe('payment-details');
    expect(nextStep('payment-details', everything)).toBe('connection');
    expect(nextStep('connection', everything)).toBe('status');
  });

  it('should skip the company step once the business type is known, and payment details without its flag', () => {
    expect(nextStep('plugin-download', known)).toBe('connection');
    expect(nextStep('create-organization', known)).toBe('connection');
    expect(previousStep('connection', known)).toBe('plugin-download');
    expect(previousStep('plugin-download', known)).toBeUndefined();
  });

  it('should read {product}-connection steps and carry the platform in links', () => {
    expect(parseStep('woocommerce-connection')).toEqual({ step: 'connection', platform: 'WOOCOMMERCE' });
    expect(parseStep(undefined)).toEqual({ step: 'plugin-download' });
    expect(stepHref('connection', 'MAGENTO')).toBe('/setup-wizard/magento-connection');
    expect(stepHref('payment-details', 'CUSTOM')).toBe('/setup-wizard/payment-details?platform=custom');
    expect(stepHref('status', 'CUSTOM')).toBe('/setup-wizard/status');
  });

  it('should hide the stepper for Shopify only (setupStepper capability)', () => {
    expect(showsStepper('SHOPIFY')).toBe(false);
    expect(showsStepper('PRESTASHOP')).toBe(true);
    expect(showsStepper(undefined)).toBe(true);
  });
});
