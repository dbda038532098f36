import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createI18n, KIT_NAMESPACE, loadKitAreas, overrideKitStrings } from '../../../src/i18n';
import { SignInForm } from '../../../src/account';
import { wizardStrings } from '../../../src/wizards';
import { renderWithKit } from '../render';

describe('overrideKitStrings: a host changes any visible string', () => {
  it('replaces a core string on screen, in the overridden language only', async () => {
    const i18n = createI18n();
    overrideKitStrings(i18n, 'en', { account: { signIn: { createAccount: 'Open an account' } } });
    renderWithKit(<SignInForm onSubmit={() => undefined} />, { provider: { i18n } });
    expect(screen.getByRole('link', { name: 'Open an account' })).toBeInTheDocument();
    // The rest of the group keeps the kit's words.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('holds for an area loaded later, whose other strings still load', async () => {
    const i18n = createI18n();
    // The seller wizard's strings are not in yet: the correction waits for them.
    overrideKitStrings(i18n, 'en', {
      seller: { variants: { title: 'Product Variant and Tax Details' } },
    });
    await loadKitAreas(i18n, [wizardStrings]);
    const t = i18n.getFixedT('en', KIT_NAMESPACE);
    expect(t('seller.variants.title')).toBe('Product Variant and Tax Details');
    expect(t('seller.variants.allow')).toBe('Allow Varient');
    expect(t('seller.product.title')).toBe('Add Product');
  });
});
