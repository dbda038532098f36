import { describe, expect, expectTypeOf, it } from 'vitest';
import { KIT_ELEMENT_TAGS } from '../../../src/elements/define';
import type {
  AccessTokenGetter,
  KitElementTagNameMap,
  KitErrorDetail,
  NavigateDetail,
  SignInElement,
  SignInRecord,
  StepSavedDetail,
  StoreTeamElement,
  UnauthorisedDetail,
  WizardElement,
} from '../../../src/elements';

/*
 * What a portal's TypeScript sees (the typecheck lane checks these; `expectTypeOf` fails it when
 * a type is wrong): the page's own DOM calls typed by the elements' HTMLElementTagNameMap entries,
 * and each element's events by its event map.
 */

/** Every tag once: a tag missing here, or one the map does not have, is a type error. */
const typedTags: Record<keyof KitElementTagNameMap, true> = {
  'sfo-sign-in': true,
  'sfo-register': true,
  'sfo-change-password': true,
  'sfo-company-wizard': true,
  'sfo-seller-wizard': true,
  'sfo-store-team': true,
};

describe('the elements’ declarations', () => {
  it('type every tag the entry defines', () => {
    expect([...KIT_ELEMENT_TAGS].sort()).toEqual(Object.keys(typedTags).sort());
  });

  it('type document.createElement and querySelector by tag (HTMLElementTagNameMap)', () => {
    expectTypeOf(document.createElement('sfo-sign-in')).toEqualTypeOf<SignInElement>();
    expectTypeOf(document.createElement('sfo-company-wizard')).toEqualTypeOf<WizardElement>();
    expectTypeOf(document.querySelector('sfo-seller-wizard')).toEqualTypeOf<WizardElement | null>();
    expectTypeOf(document.createElement('sfo-store-team')).toEqualTypeOf<StoreTeamElement>();
  });

  it('type the properties a host sets', () => {
    const wizard = document.createElement('sfo-company-wizard');
    expectTypeOf(wizard.apiBase).toEqualTypeOf<string | null>();
    expectTypeOf(wizard.getAccessToken).toEqualTypeOf<AccessTokenGetter | null>();
    expectTypeOf(wizard.user).toEqualTypeOf<SignInRecord | null | undefined>();
  });

  it('type each element’s events by name, and only its own', () => {
    const wizard = document.createElement('sfo-company-wizard');
    wizard.addEventListener('step-saved', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<StepSavedDetail>>();
    });
    wizard.addEventListener('unauthorised', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<UnauthorisedDetail>>();
    });
    wizard.addEventListener('navigate', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<NavigateDetail>>();
    });
    wizard.addEventListener('click', (event) => {
      expectTypeOf(event).toEqualTypeOf<PointerEvent>();
    });
    const signIn = document.createElement('sfo-sign-in');
    signIn.addEventListener('signed-in', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<SignInRecord>>();
    });
    signIn.addEventListener('error', (event) => {
      expectTypeOf(event).toEqualTypeOf<CustomEvent<KitErrorDetail>>();
    });
    // The sign-in element sends no step-saved: a listener for it is an untyped DOM event.
    signIn.addEventListener('step-saved', (event) => {
      expectTypeOf(event).toEqualTypeOf<Event>();
    });
  });
});
