import { Anchor, Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { CampaignCreativeRef, CampaignType } from '@verba/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { PageHeader } from '../../../components/forms/FormSection';
import { useHrefLink } from '../../../components/use-href-link';
import type { AdvertiserListItem } from '../../../hooks/api/advertisers';
import { usePublishCampaign, type CampaignDetail } from '../../../hooks/api/campaigns';
import type { Creative } from '../../../hooks/api/creatives';
import { feedback, flattenErrors } from '../../../shell/feedback-store';
import { CreativesStep } from './CreativesStep';
import { GroupsStep } from './GroupsStep';
import { ObjectiveStep } from './ObjectiveStep';
import { PixelStep } from './PixelStep';
import { ReviewStep } from './ReviewStep';
import { SettingsStep } from './SettingsStep';
import { StrategiesStep } from './StrategiesStep';
import { useWizardDraft } from './use-wizard-draft';
import { useChannelReadiness } from './use-channel-readiness';
import {
  checkWizard,
  fieldIssuesOfDto,
  fieldIssuesOfServer,
  stepErrors,
  type FieldIssue,
} from './wizard-check';
import { useMetaIdentities } from './use-meta-identities';
import { emptyWizardValues, wizardValuesOf, type WizardValues } from './wizard-form';
import {
  nextStep,
  previousStep,
  resumeStep,
  stepIndex,
  stepOfPath,
  wizardSteps,
  type WizardStep,
} from './wizard-steps';
import { WizardStepper } from './WizardStepper';

const autosaveMs = 1500;

interface CampaignWizardProps {
  /** The saved draft (`/campaigns/{id}/edit`); absent on a create route. */
  campaign?: CampaignDetail | undefined;
  /** The type a create route fixes (`/campaigns/programmatic/create`). */
  routeType?: CampaignType | undefined;
}

/**
 * The campaign wizard (spec §2): one form from the objective to publishing. The draft is created
 * when the first step is left, saved whole on every step change and shortly after typing stops,
 * and resumes at its saved step. A step checks the domain rules before moving on.
 */
export function CampaignWizard({ campaign, routeType }: CampaignWizardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const campaignsLink = useHrefLink()('/campaigns');
  const initialValues = useMemo(
    () => (campaign ? wizardValuesOf(campaign) : emptyWizardValues(routeType ?? '')),
    // The form is built once; later answers only merge ids (use-wizard-draft).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const draft = useWizardDraft(campaign, initialValues);
  const { values, saved } = draft;
  const publish = usePublishCampaign();
  const [step, setStep] = useState<WizardStep>(campaign ? resumeStep(campaign.wizard_step) : 'objective');
  const [attempted, setAttempted] = useState<ReadonlySet<WizardStep>>(new Set());
  const [serverIssues, setServerIssues] = useState<FieldIssue[]>([]);
  const [advertiser, setAdvertiser] = useState<AdvertiserListItem>();
  const [known, setKnown] = useState<Record<string, CampaignCreativeRef>>({});
  const [busy, setBusy] = useState(false);
  const dirty = useRef(false);
  // Saving a published campaign resubmits it for approval (spec §4): its edits are sent once, at the end.
  const published = saved !== undefined && saved.status !== 'draft';

  const currency = saved?.currency ?? advertiser?.currency ?? 'BRL';
  const refs = values.creative_ids.map((id) => known[id]);
  const creatives = refs.every((r) => r !== undefined) ? refs : undefined;
  const channelReadiness = useChannelReadiness(values.type, values.advertiser_id);
  const metaIdentities = useMetaIdentities(values.type, values.advertiser_id);
  const check = useMemo(
    () => checkWizard(values, { currency, now: new Date(), creatives, channelReadiness, metaIdentities }),
    [values, currency, creatives, channelReadiness, metaIdentities],
  );
  const shown = [...(attempted.has(step) ? stepErrors(check, step) : []), ...serverIssues];

  const stepTitle = t(`campaigns:wizard.steps.${step}`);
  useEffect(() => {
    // After the route's own title (set by the root layout once this effect has run).
    const timer = setTimeout(
      () => (document.title = `${stepTitle} · ${t('campaigns:wizard.title')} · Verba`),
      0,
    );
    return () => clearTimeout(timer);
  }, [stepTitle, t, i18n.language]);

  const onKnown = useCallback((rows: Creative[]) => {
    setKnown((old) => {
      const next = { ...old };
      for (const c of rows)
        next[c.id] = {
          id: c.id,
          format: c.format,
          width: c.width,
          height: c.height,
          companionMissing: c.format === 'AUDIO' && !c.companion_asset_id,
          youtube_video_id: c.youtube_video_id,
        };
      return next;
    });
  }, []);

  const change = (next: WizardValues) => {
    dirty.current = true;
    setServerIssues([]);
    draft.setValues(next);
  };

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      const issues = fieldIssuesOfServer(error.errors);
      if (issues.length) {
        setServerIssues(issues);
        setStep(stepOfPath(issues[0]!.path));
        return;
      }
    }
    feedback.setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
  };

  // Saved shortly after typing stops (a draft that exists only).
  useEffect(() => {
    if (!saved || published || !dirty.current) return;
    const timer = setTimeout(() => {
      dirty.current = false;
      draft.save(step, currency).catch(showFailure);
    }, autosaveMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  /** Moves to `target`; forwards only through steps whose rules hold. */
  async function goTo(target: WizardStep) {
    if (target === step) return;
    if (stepIndex(target) > stepIndex(step)) {
      for (const s of wizardSteps.slice(stepIndex(step), stepIndex(target))) {
        if (stepErrors(check, s).length > 0) {
          setAttempted((old) => new Set([...old, s]));
          setStep(s);
          return;
        }
      }
    }
    if (published) {
      setStep(target);
      window.scrollTo({ top: 0 });
      return;
    }
    setBusy(true);
    try {
      dirty.current = false;
      if (!saved) {
        const created = await draft.save('settings', currency);
        feedback.notify('success', t('campaigns:wizard.draft_created'), { forNextPage: true });
        void navigate({ to: '/campaigns/$id/edit', params: { id: created.id }, replace: true });
        return;
      }
      await draft.save(target, currency);
      setStep(target);
      window.scrollTo({ top: 0 });
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function doPublish() {
    if (!saved) return;
    setBusy(true);
    try {
      const latest = await draft.save('review', currency);
      if (!published) await publish.mutateAsync({ id: latest.id, version: latest.version });
      feedback.notify('success', t('campaigns:wizard.published'), { forNextPage: true });
      void navigate({ href: `/campaigns/${latest.id}` });
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const props = { values, change, issues: shown, currency };
  const reviewErrors = saved && !dirty.current ? fieldIssuesOfDto(saved.issues.errors) : check.errors;
  const reviewWarnings = saved && !dirty.current ? fieldIssuesOfDto(saved.issues.warnings) : check.warnings;
  const advertiserName = saved?.advertiser_name ?? advertiser?.display_name ?? '';

  return (
    <Stack gap="md" maw={1100}>
      <Breadcrumbs>
        <Anchor href={campaignsLink.href} onClick={campaignsLink.onClick} size="sm">
          {t('campaigns:wizard.breadcrumb')}
        </Anchor>
        <span>{t(saved ? 'campaigns:wizard.edit_title' : 'campaigns:wizard.title')}</span>
      </Breadcrumbs>
      <PageHeader
        title={saved?.name ?? t('campaigns:wizard.title')}
        subtitle={
          <Text span size="sm" c="dimmed" data-testid="save-state">
            {t(`campaigns:wizard.save_state.${published ? 'published' : draft.saveState}`)}
          </Text>
        }
      />
      <WizardStepper step={step} onStep={(s) => void goTo(s)} />
      {step === 'objective' && (
        <ObjectiveStep
          {...props}
          typeLocked={Boolean(routeType) || Boolean(saved)}
          advertiserLocked={Boolean(saved)}
          advertiserName={saved?.advertiser_name}
          onAdvertiser={setAdvertiser}
        />
      )}
      {step === 'settings' && <SettingsStep {...props} />}
      {step === 'pixels' && <PixelStep {...props} />}
      {step === 'groups' && <GroupsStep {...props} />}
      {step === 'strategies' && <StrategiesStep {...props} />}
      {step === 'creatives' && <CreativesStep {...props} onKnown={onKnown} />}
      {step === 'review' && (
        <ReviewStep
          {...props}
          errors={reviewErrors}
          warnings={reviewWarnings}
          onGoTo={(s) => void goTo(s)}
          onPublish={() => void doPublish()}
          publishing={busy}
          resubmit={published}
          advertiserName={advertiserName}
        />
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} />}
          onClick={() => void goTo(previousStep(step))}
          disabled={step === 'objective' || busy}
          data-testid="wizard-back"
        >
          {t('campaigns:wizard.back')}
        </Button>
        {step !== 'review' && (
          <Button
            rightSection={<IconArrowRight size={18} />}
            onClick={() => void goTo(nextStep(step))}
            loading={busy}
            data-testid="wizard-next"
          >
            {t('campaigns:wizard.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
