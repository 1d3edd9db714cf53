import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { z } from '@verba/domain/zod';
import { useForm } from 'react-hook-form';
import { placeSubmitError } from '../../forms/server-errors';
import { zodResolver } from '../../forms/zod-resolver';
import { feedback } from '../../shell/feedback-store';

interface ReasonValues {
  reason: string;
}

/** How the staff page opens and closes a decision modal (the same for every kind). */
export interface DecisionModalFrame {
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * The staff decision on something pending (a campaign, a pixel group): confirm it, or reject it
 * with a reason its owner is told. What is decided on, its words and its API are the props; the
 * form, the reason field and how a server error is placed are the same for every kind.
 */
export function DecisionModal({
  rejecting,
  opened,
  onClose,
  onExited,
  schema,
  reasonMax,
  text,
  decide,
  pending,
}: DecisionModalFrame & {
  rejecting: boolean;
  /** The shared zod schema of the rejection (`{ reason }`), so the field says what the server would. */
  schema: z.ZodType<{ reason: string }>;
  reasonMax: number;
  /** The translation keys' words, already translated. */
  text: {
    title: string;
    target: string;
    reason: string;
    cancel: string;
    submit: string;
    done: string;
  };
  /** Sends the decision; undefined while there is nothing to decide on. */
  decide: ((reason: string | undefined) => Promise<unknown>) | undefined;
  pending: boolean;
}) {
  const form = useForm<ReasonValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const finish = async (reason?: string) => {
    if (!decide) return;
    try {
      await decide(reason);
      feedback.notify('success', text.done);
      form.reset();
      onClose();
    } catch (error) {
      const rest = placeSubmitError(error, form.setError, ['reason']);
      if (rest.length) form.setError('root', { message: rest.join(' ') });
    }
  };
  const submit = rejecting ? form.handleSubmit(({ reason }) => finish(reason)) : () => finish();
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onExited} title={text.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{text.target}</Text>
          {rejecting && (
            <Textarea
              label={text.reason}
              required
              autosize
              minRows={3}
              maxLength={reasonMax}
              data-autofocus
              {...form.register('reason')}
              error={form.formState.errors.reason?.message}
            />
          )}
          {form.formState.errors.root?.message && (
            <Alert color="red" variant="light">
              {form.formState.errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {text.cancel}
            </Button>
            <Button type="submit" color={rejecting ? 'red' : 'teal'} loading={pending}>
              {text.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
