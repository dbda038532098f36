import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
// Defines the kit's custom elements (<sfo-sign-in> …); their code loads when the first connects.
import 'storefront-onboarding/elements';
import { PortalComponent } from './portal.component';

bootstrapApplication(PortalComponent, {
  providers: [provideZonelessChangeDetection()],
}).catch((error: unknown) => console.error(error));
