import { CUSTOM_ELEMENTS_SCHEMA, Component, computed, signal } from '@angular/core';
import type {
  KitErrorDetail,
  NavigateDetail,
  PasswordChangedDetail,
  SignInRecord,
  StepSavedDetail,
} from 'storefront-onboarding/elements';
import { PortalSession } from './portal-session';

type Route =
  | 'sign-in'
  | 'register'
  | 'register-seller'
  | 'change-password'
  | 'company-wizard'
  | 'seller-wizard'
  | 'dashboard';

const routes: readonly Route[] = [
  'sign-in',
  'register',
  'register-seller',
  'change-password',
  'company-wizard',
  'seller-wizard',
  'dashboard',
];

/** `#company-wizard/3` → the route and the step; anything else (the activation link) signs in. */
function fromHash(hash: string): { route: Route; step: number | null } {
  const [name = '', step] = hash.replace(/^#/, '').split('/');
  const route = (routes as readonly string[]).includes(name) ? (name as Route) : 'sign-in';
  return { route, step: step ? Number(step) : null };
}

/**
 * An Angular portal that signs its users in itself and embeds the kit's elements: it binds their
 * attributes (`[attr.api-base]`) and properties (`[user]`, `[getAccessToken]`) and listens to
 * their events (`(navigate)`, `(signed-in)` …). CUSTOM_ELEMENTS_SCHEMA lets the template use them.
 */
@Component({
  selector: 'portal-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <header class="portal-header">
      <h1>Globex partner portal</h1>
      <button type="button" id="portal-help">Help</button>
      @if (session.user(); as user) {
        <span>Signed in as {{ user.username }}</span>
      }
    </header>
    <p id="portal-notice" role="status">{{ notice() }}</p>
    <p id="portal-error">{{ problem() }}</p>
    <main>
      @switch (route()) {
        @case ('register') {
          <sfo-register [attr.api-base]="apiBase" (navigate)="go($event)"></sfo-register>
        }
        @case ('register-seller') {
          <sfo-register
            [attr.api-base]="apiBase"
            kind="seller"
            (navigate)="go($event)"
          ></sfo-register>
        }
        @case ('change-password') {
          <sfo-change-password
            [attr.api-base]="apiBase"
            [user]="session.user()"
            [getAccessToken]="session.token"
            (password-changed)="passwordChanged($event)"
            (navigate)="go($event)"
            (unauthorised)="unauthorised()"
          ></sfo-change-password>
        }
        @case ('company-wizard') {
          <sfo-company-wizard
            [attr.api-base]="apiBase"
            [attr.step]="step()"
            heading-level="2"
            [user]="session.user()"
            [getAccessToken]="session.token"
            (step-saved)="stepSaved($event)"
            (navigate)="go($event)"
            (error)="failed($event)"
            (unauthorised)="unauthorised()"
          ></sfo-company-wizard>
        }
        @case ('seller-wizard') {
          <sfo-seller-wizard
            [attr.api-base]="apiBase"
            [attr.step]="step()"
            heading-level="2"
            [user]="session.user()"
            [getAccessToken]="session.token"
            (step-saved)="stepSaved($event)"
            (navigate)="go($event)"
            (error)="failed($event)"
            (unauthorised)="unauthorised()"
          ></sfo-seller-wizard>
        }
        @case ('dashboard') {
          <p>Your onboarding is complete.</p>
        }
        @default {
          <sfo-sign-in
            [attr.api-base]="apiBase"
            (signed-in)="signedIn($event)"
            (navigate)="go($event)"
          ></sfo-sign-in>
        }
      }
      <ul id="portal-saved" aria-label="Saved steps">
        @for (saved of saves(); track $index) {
          <li>{{ saved }}</li>
        }
      </ul>
    </main>
  `,
})
export class PortalComponent {
  protected readonly apiBase = '/api';
  protected readonly session = new PortalSession();
  private readonly place = signal(fromHash(location.hash));
  protected readonly route = computed(() => this.place().route);
  protected readonly step = computed(() => this.place().step);
  protected readonly notice = signal('');
  protected readonly problem = signal('');
  protected readonly saves = signal<string[]>([]);

  constructor() {
    window.addEventListener('hashchange', () => this.place.set(fromHash(location.hash)));
  }

  protected go(event: Event): void {
    const { to, step } = (event as CustomEvent<NavigateDetail>).detail;
    event.preventDefault();
    location.hash = step ? `${to}/${step}` : to;
  }

  protected signedIn(event: Event): void {
    // The portal keeps the user itself and hands it to the next elements (`[user]`).
    this.session.signIn((event as CustomEvent<SignInRecord>).detail);
    this.notice.set('');
  }

  protected passwordChanged(event: Event): void {
    const { user } = (event as CustomEvent<PasswordChangedDetail>).detail;
    // The change revoked the old token: keep the new one.
    if (user) this.session.signIn(user);
  }

  protected stepSaved(event: Event): void {
    const { step, stepId, call } = (event as CustomEvent<StepSavedDetail>).detail;
    this.saves.update((list) => [...list, `${step} ${stepId} ${call}`]);
  }

  protected failed(event: Event): void {
    this.problem.set((event as CustomEvent<KitErrorDetail>).detail.message);
  }

  protected unauthorised(): void {
    this.session.signOut();
    this.notice.set('Your portal session has ended. Please sign in again.');
  }
}
