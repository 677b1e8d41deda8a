import { useStore } from '../../../page-runtime/use-store';
import { ANONYMOUS, personalData } from '../../../services/stores/personal-data';

/** The shopper as the header shows them: visitors until personal data says otherwise. */
export function useShopper() {
  const state = useStore(personalData());
  return state.status === 'loaded' ? state.data : ANONYMOUS;
}
