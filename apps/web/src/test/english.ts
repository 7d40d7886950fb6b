// Web tests render components without the app's providers: they read the English catalogues (decision 249),
// and toasts show their icons at once.
import { toastIconsLoaded } from '../components/ui/toast/toast-provider';
import { loadTranslator, setFallbackTranslator } from '../lib/i18n/i18n';

setFallbackTranslator(await loadTranslator('en'));
await toastIconsLoaded;
