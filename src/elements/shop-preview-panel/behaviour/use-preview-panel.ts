import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '../../../page-runtime/use-store';
import { previewSession, type ActivePreview } from '../../../services/preview/preview-session';
import { initialFields } from '../preview-date-time';
import { createPreviewCalls } from '../preview-service';
import {
  createPreviewForm,
  isValidSelection,
  type PreviewForm,
  type PreviewFormSnapshot,
} from '../state/preview-form-state';
import { staffAccess, type StaffAccessPhase } from '../state/staff-access';
import type { PreviewAppliedDetail, PreviewEndedDetail } from '../shop-preview-panel.definition';

export interface PreviewPanelOptions {
  initialDate: string;
  onPreviewApplied?: (detail: PreviewAppliedDetail) => void;
  onPreviewEnded?: (detail: PreviewEndedDetail) => void;
}

export interface PreviewPanelBehaviour {
  phase: StaffAccessPhase;
  /** The settings in force, for the strip; undefined while none are. */
  active: ActivePreview | undefined;
  form: PreviewForm;
  snapshot: PreviewFormSnapshot;
  dialogOpen: boolean;
  /** The 'A/B Test settings' panel is expanded. */
  abTestsExpanded: boolean;
  setAbTestsExpanded(expanded: boolean): void;
  closeDialog(): void;
  /** The button that opens the settings dialog. */
  getOpenButtonProps(): { 'aria-haspopup': 'dialog'; onClick: () => void };
  /** Applies the settings; a test without its group shows its panel, to focus the group. */
  apply(): void;
  logout(): Promise<void>;
  /** The Group select, which the form focuses when a test lacks its group. */
  groupRef: RefObject<HTMLSelectElement | null>;
}

/**
 * Connects the panel to the page: the page's staff access (check-auth, renewal, logout), the
 * preview settings in force, this panel's form, the dialog, and the focus the form asks for.
 */
export function usePreviewPanel({
  initialDate,
  onPreviewApplied,
  onPreviewEnded,
}: PreviewPanelOptions): PreviewPanelBehaviour {
  const access = staffAccess();
  const session = previewSession();
  const phase = useStore(access);
  const active = useStore(session);
  const [form] = useState(() =>
    createPreviewForm(initialFields(initialDate), { calls: createPreviewCalls(), session }),
  );
  const snapshot = useStore(form);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Staff come for the A/B tests as often as for the date, so the panel starts expanded.
  const [abTestsExpanded, setAbTestsExpanded] = useState(true);
  const groupRef = useRef<HTMLSelectElement>(null);

  // The element's preloading usually started it already; a React app's component starts it here.
  useEffect(() => access.start(), [access]);
  useEffect(() =>
    form.configure({
      onApplied: onPreviewApplied,
      onExited: () => onPreviewEnded?.({ reason: 'exit' }),
    }),
  );
  useEffect(() => form.connect(), [form]);

  // A new `initial-date` moves the fields there, as a change of the date field would.
  const initialDateSeen = useRef(initialDate);
  useEffect(() => {
    if (initialDateSeen.current === initialDate) return;
    initialDateSeen.current = initialDate;
    const fields = initialFields(initialDate);
    form.setDate(fields.date);
    form.setTime(fields.time);
  }, [form, initialDate]);

  // A test without its group: the Group select takes focus (`apply` expanded its panel).
  const { focusRequest } = snapshot;
  useEffect(() => {
    if (focusRequest) groupRef.current?.focus();
  }, [focusRequest]);

  const openDialog = () => {
    setDialogOpen(true);
    form.opened();
  };

  return {
    phase,
    active,
    form,
    snapshot,
    dialogOpen: dialogOpen && phase === 'granted',
    abTestsExpanded,
    setAbTestsExpanded,
    groupRef,
    closeDialog() {
      setDialogOpen(false);
    },
    getOpenButtonProps: () => ({ 'aria-haspopup': 'dialog', onClick: openDialog }),
    apply() {
      if (!isValidSelection(form.getSnapshot())) setAbTestsExpanded(true);
      void form.apply();
    },
    async logout() {
      if (await access.logout()) onPreviewEnded?.({ reason: 'logout' });
    },
  };
}
