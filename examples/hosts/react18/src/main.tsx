import { createRoot } from 'react-dom/client';
// Defines the kit's custom elements; they carry their own React 19, apart from this app's 18.
import 'storefront-onboarding/elements';
import { Portal } from './Portal';

createRoot(document.getElementById('root')!).render(<Portal />);
