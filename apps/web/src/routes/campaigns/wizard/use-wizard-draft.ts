import type { Currency } from '@verba/domain';
import { useRef, useState } from 'react';
import { useCreateCampaign, useUpdateCampaign, type CampaignDetail } from '../../../hooks/api/campaigns';
import { withSavedIds } from './wizard-check';
import { draftBodyOf, type WizardValues } from './wizard-form';
import type { WizardStep } from './wizard-steps';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The draft on the server: created once (`POST campaigns`), then saved whole (`PUT` with the
 * version last read). Saves run one after the other and each reads the latest form, so rows the
 * form created are sent once and take the ids the server gave them.
 */
export function useWizardDraft(initial: CampaignDetail | undefined, initialValues: WizardValues) {
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const [saved, setSaved] = useState(initial);
  const [values, setValuesState] = useState(initialValues);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const savedRef = useRef(initial);
  const valuesRef = useRef(initialValues);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const setValues = (next: WizardValues) => {
    valuesRef.current = next;
    setValuesState(next);
  };

  async function saveNow(step: WizardStep, currency: Currency): Promise<CampaignDetail> {
    setSaveState('saving');
    try {
      const body = { ...draftBodyOf(valuesRef.current, currency), wizard_step: step };
      const current = savedRef.current;
      const answer = current
        ? await update.mutateAsync({ id: current.id, input: { ...body, version: current.version } })
        : await create.mutateAsync({ ...body, advertiser_id: valuesRef.current.advertiser_id });
      savedRef.current = answer;
      setSaved(answer);
      setValues(withSavedIds(valuesRef.current, answer));
      setSaveState('saved');
      return answer;
    } catch (error) {
      setSaveState('failed');
      throw error;
    }
  }

  /** Queues a save of the whole form at `step`; resolves with the campaign the server answers. */
  const save = (step: WizardStep, currency: Currency): Promise<CampaignDetail> => {
    const next = queue.current.catch(() => undefined).then(() => saveNow(step, currency));
    queue.current = next;
    return next;
  };

  return { saved, values, setValues, save, saveState };
}
