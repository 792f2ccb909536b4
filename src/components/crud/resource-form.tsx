import { Alert, Button, FileInput, Group, Image, Modal, MultiSelect, NumberInput, Paper, PasswordInput, Select, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useBlocker, useRouter } from '@tanstack/react-router';
import type { ZodObject, ZodType } from 'zod';
import { isUnreadable } from '../../api/deviations';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { ConflictView, type ConflictChoice } from '../authorization/change-view';
import { failureText } from '../../api/errors';
import { forgetKeptWork, keptWork, trackOpenForm, type KeptWork } from '../../lib/unsaved-work';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatAmount, parseAmount, parseDateTime } from '../../lib/format';
import { maskValue } from '../../lib/mask';
import { notifyError } from '../../lib/notify';
import { safeUrl } from '../../lib/safe-url';
import { useSecondsUntil } from '../retry-button';
import { CALENDAR_PROPS } from './calendar-props';
import { ConfirmDialog } from './confirm-dialog';
import { DisclosureScope, useDisclosureRecorder } from './disclosure';
import { defaultChoices, keepMineValues, mergeFields, mergeValues, overwrittenFields, sameValues, type SaveConflict } from './conflict';
import { LAYER_PROPS, useLayer } from './layers';
import { plainMessage } from './messages';
import { useConfigText, useOptions, useServerValue } from './sources';
import type { FieldDef, FieldSearch, FormRule, FormValues, Option } from './types';
import { isVisible, validateForm, type ResolvedField } from './zod-fields';

/**
 * The server's refusal of a submit: its message (under an optional title) and field errors; or
 * an edit not sent because the record was saved by someone else meanwhile (`conflict`).
 */
/** `retryAt`: the server asked to wait before the next save (a 429's `Retry-After`, epoch ms): Save counts it down. */
export type FormProblem = { title?: string; message: string; fieldErrors: { field: string; message: string }[]; conflict?: SaveConflict; retryAt?: number | null };

export type ResourceFormProps = {
  title: string;
  mode: 'add' | 'edit';
  schema: ZodObject;
  fields: ResolvedField[];
  initial: Record<string, unknown>;
  submitting: boolean;
  /** The server's refusal of the last submit; the form stays open with the input kept. */
  problem: FormProblem | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
  /** Shown on the page (a record's own page) instead of in a dialog. */
  inline?: boolean;
  /** The definition's rules across fields (`form.rules`). */
  rules?: readonly FormRule[];
  /** Shown without a save (the page does not offer the change): every field read-only. */
  readOnly?: boolean;
  /**
   * The form's key (resource and record, e.g. `banks:edit:7056`) and the record's name (`Bank 7056`):
   * what is typed is kept when a 401 sends the window to sign-in, and offered back here on return
   * (`src/lib/unsaved-work.ts`; password fields are never kept).
   */
  keep?: { form: string; name: string };
};

/** The values a form starts from: a value of the record the console could not read starts empty. */
const readable = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => !isUnreadable(value)));

/** The text of a hint beside a disabled save of an edit form. */
export const NO_CHANGES = 'No changes to save';

/** The add/edit form of a resource, validated by the contract's zod schema before anything is sent. */
export function ResourceForm({ title, mode, schema, fields, initial, submitting, problem, onSubmit, onClose, inline = false, rules, readOnly = false, keep }: ResourceFormProps) {
  // A value of the record the console could not read starts empty: it is entered afresh, never sent back as it came.
  const [values, setValues] = useState<Record<string, unknown>>(() => readable(initial));
  // What an edit is compared with: the record as loaded, or as saved meanwhile once a conflict showed it.
  const [baseline, setBaseline] = useState<Record<string, unknown>>(() => readable(initial));
  const changed = !sameValues(values, baseline);
  /** The conflict the operator has answered (keep, take, merge): its panel is closed. */
  const [answered, setAnswered] = useState<FormProblem | null>(null);
  const conflict = problem?.conflict && problem !== answered ? problem.conflict : null;
  const [taken, setTaken] = useState(false);
  const noChangesId = useId();
  // The server asked to wait before the next save (429): Save counts the seconds down.
  const wait = useSecondsUntil(problem?.retryAt ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const keepForm = keep?.form;
  const keepName = keep?.name;
  const [offer, setOffer] = useState<KeptWork | null>(() => (keepForm ? keptWork((form) => form === keepForm) : null));
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  useEffect(() => {
    if (!keepForm || !keepName) return undefined;
    return trackOpenForm(keepForm, {
      name: keepName,
      values: () => latest.current,
      secret: fields.filter((field) => field.widget === 'password').map((field) => field.name),
      changed: () => !sameValues(latest.current, readable(initial)),
    });
  }, [keepForm, keepName, fields, initial]);
  const answerOffer = (restore: boolean) => {
    if (!offer) return;
    if (restore) setValues((current) => ({ ...current, ...offer.values }));
    forgetKeptWork(offer.form);
    setOffer(null);
  };

  const serverErrors = Object.fromEntries((problem?.fieldErrors ?? []).map((e) => [e.field, e.message]));
  const set = (name: string, value: unknown) => {
    // A change also empties the fields it clears (the lower steps of a cascading choice).
    const cleared = fields.find((field) => field.name === name)?.clears ?? [];
    setValues((current) => ({ ...current, ...Object.fromEntries(cleared.filter((other) => current[other] !== undefined).map((other) => [other, ''])), [name]: value }));
    setErrors(({ [name]: _drop, ...rest }) => rest);
    setTaken(false);
  };

  const send = (sent: Record<string, unknown>) => {
    const result = validateForm(schema, fields, sent, { mode, ...(rules ? { rules } : {}) });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An edit form sends only a change (Save is disabled until a value differs from the record's);
    // while a conflict is shown, only its answers send (the form's values would set the other's back).
    if (readOnly || conflict || (mode === 'edit' && !changed)) return;
    send(values);
  };

  /** The operator's answer to a conflict: the record saved meanwhile is now what the form compares with. */
  const answer = (next: Record<string, unknown> | null) => {
    if (!problem?.conflict) return;
    const now = readable(problem.conflict.now);
    setAnswered(problem);
    setBaseline(now);
    if (next === null) {
      // Take theirs: the form shows the saved values, nothing is sent.
      setValues((current) => ({ ...current, ...now }));
      setErrors({});
      setTaken(true);
      return;
    }
    setValues(next);
    send(next);
  };

  const requestClose = () => {
    if (submitting) return;
    if (sameValues(values, readable(initial))) onClose();
    else setConfirmDiscard(true);
  };
  useLayer(!inline, requestClose);
  // On a page of its own, leaving with unsaved changes by a link or the menu asks as Cancel does;
  // a save (its way on) and a discard already answered are not asked.
  const discarded = useRef(false);
  const unsaved = inline && !readOnly && !submitting && !sameValues(values, readable(initial));

  /** Writes the values a lookup found into the form; answers the labels of the fields it filled. */
  const fill = (found: FormValues): Filled => {
    // A value of the answer the console could not read fills nothing: the lookup says so.
    const unreadable = fields.filter((field) => isUnreadable(found[field.name]));
    const known = fields.filter((field) => found[field.name] !== undefined && found[field.name] !== null && found[field.name] !== '' && !isUnreadable(found[field.name]));
    setValues((current) => ({ ...current, ...Object.fromEntries(known.map((field) => [field.name, found[field.name]])) }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !known.some((field) => field.name === name))));
    return { filled: known.map((field) => field.label), unreadable: unreadable.map((field) => field.label) };
  };
  /** A field's own problem before a lookup, or null when its value is acceptable. */
  const check = (field: ResolvedField, value: string): string | null => {
    if (value === '') return `Enter ${field.label} first`;
    const property = (schema.shape as Record<string, ZodType>)[field.name];
    const result = property?.safeParse(field.numeric ? Number(value) : value);
    const issue = result && !result.success ? result.error.issues[0] : undefined;
    return issue ? plainMessage(issue, field.label, property) : null;
  };

  const body = (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        {offer && (
          <Alert color="blue.9" variant="outline" role="status" title="Unsaved changes">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{`Restore your unsaved changes to ${offer.name}?`}</Text>
              <Group gap="xs">
                <Button size="compact-sm" onClick={() => answerOffer(true)}>
                  Restore
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => answerOffer(false)}>
                  Discard
                </Button>
              </Group>
            </Group>
          </Alert>
        )}
        {conflict && (
          <ConflictPanel
            key={JSON.stringify(conflict.now)}
            title={problem?.title}
            message={problem?.message}
            conflict={conflict}
            fields={fields}
            busy={submitting}
            onKeep={() => answer({ ...values, ...keepMineValues(conflict, fields.map((field) => field.name)) })}
            onTake={() => answer(null)}
            onMerge={(choices) => answer({ ...values, ...mergeValues(conflict, choices) })}
          />
        )}
        {problem && !problem.conflict && (
          <Alert color="red.9" variant="outline" role="alert" title={problem.title ?? 'The server refused the change'}>
            {problem.message}
          </Alert>
        )}
        {taken && (
          <Text size="sm" role="status">
            The form now shows the values saved by someone else.
          </Text>
        )}
        {fields.filter((field) => isVisible(field, values)).map((field) => {
          const input = (
            <FieldInput
              key={field.name}
              field={field}
              values={values}
              value={values[field.name]}
              error={errors[field.name] ?? serverErrors[field.name]}
              readOnly={readOnly || field.readOnly === true || (mode === 'edit' && field.readOnlyOnEdit === true)}
              locked={readOnly ? undefined : lockedWhy(field, mode)}
              onChange={(value) => set(field.name, value)}
              onFill={fill}
              check={check}
            />
          );
          return field.mask && mode === 'edit' ? (
            <MaskedField key={field.name} label={field.label} mask={field.mask} value={initial[field.name]} record={keepName ?? ''}>
              {input}
            </MaskedField>
          ) : (
            input
          );
        })}
        {/* In a dialog the buttons stay in view however long the form (the dialog's content scrolls). */}
        <Group justify="flex-end" mt="md" py={inline ? 0 : 'xs'} style={inline ? undefined : { position: 'sticky', bottom: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}>
          {!readOnly && !conflict && mode === 'edit' && !changed && (
            <Text size="sm" c="dimmed" id={noChangesId}>
              {NO_CHANGES}
            </Text>
          )}
          <Button variant="default" onClick={requestClose} disabled={submitting}>
            Cancel
          </Button>
          {!readOnly && !conflict && (
            <Button type="submit" loading={submitting} disabled={(mode === 'edit' && !changed) || wait > 0} aria-describedby={mode === 'edit' && !changed ? noChangesId : undefined}>
              {`${mode === 'add' ? 'Save' : 'Save changes'}${wait > 0 ? ` in ${wait} s` : ''}`}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );

  return (
    <>
      {inline ? (
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {title}
          </Title>
          {body}
        </Paper>
      ) : (
        <Modal opened onClose={requestClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close form' }} {...LAYER_PROPS}>
          {body}
        </Modal>
      )}
      <ConfirmDialog
        opened={confirmDiscard}
        title="Discard changes?"
        message="The form has changes that are not saved. Close it and lose them?"
        confirmLabel="Discard"
        danger
        onConfirm={() => {
          setConfirmDiscard(false);
          discarded.current = true;
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
      {inline && <LeaveGuard unsaved={unsaved} discarded={discarded} />}
    </>
  );
}

/**
 * Asks "Discard changes?" when the page of a form with unsaved changes is left by a link, the menu
 * or the browser's back within the console (`unsaved`); `discarded` is set once the operator
 * already chose to lose them.
 * Outside a router (a form drawn on its own) it does nothing.
 */
function LeaveGuard({ unsaved, discarded }: { unsaved: boolean; discarded: RefObject<boolean> }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return router ? <LeaveBlocker unsaved={unsaved} discarded={discarded} /> : null;
}

function LeaveBlocker({ unsaved, discarded }: { unsaved: boolean; discarded: RefObject<boolean> }) {
  // In-app navigation only: a page unload (a forced or idle sign-out, another tab's sign-out) is
  // never held by the browser's own question; the form's values are kept for it (unsaved-work.ts).
  const leaving = useBlocker({ shouldBlockFn: () => unsaved && !discarded.current, enableBeforeUnload: false, disabled: !unsaved, withResolver: true });
  return (
    <ConfirmDialog
      opened={leaving.status === 'blocked'}
      title="Discard changes?"
      message="The form has changes that are not saved. Leave the page and lose them?"
      confirmLabel="Discard"
      danger
      onConfirm={() => leaving.proceed?.()}
      onCancel={() => leaving.reset?.()}
    />
  );
}

type ConflictPanelProps = {
  title: string | undefined;
  message: string | undefined;
  conflict: SaveConflict;
  fields: ResolvedField[];
  busy: boolean;
  onKeep: () => void;
  onTake: () => void;
  onMerge: (choices: Record<string, ConflictChoice>) => void;
};

/** A value as the form's field shows it: a choice by its label, an amount with separators. */
function fieldFormats(fields: ResolvedField[]): Record<string, (value: unknown) => string> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      (value: unknown) => {
        const raw = text(value);
        const option = field.options.find((candidate) => candidate.value === raw);
        if (option) return option.label;
        return field.widget === 'amount' ? formatAmount(raw) || raw : raw;
      },
    ]),
  );
}

/**
 * An edit that was not sent because the record was saved by someone else meanwhile: the fields
 * in the change view's words (Then, Now, Yours) and the operator's answers: keep theirs and send
 * it, take the saved values into the form, or choose field by field and send the merge.
 */
function ConflictPanel({ title, message, conflict, fields, busy, onKeep, onTake, onMerge }: ConflictPanelProps) {
  const names = fields.map((field) => field.name);
  const [choices, setChoices] = useState<Record<string, ConflictChoice> | null>(null);
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  const overwritten = overwrittenFields(conflict, names).map((name) => labels[name] ?? name);
  const keepId = useId();
  return (
    <Alert color="red.9" variant="outline" role="alert" title={title}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <ConflictView
          then={conflict.then}
          now={conflict.now}
          yours={conflict.yours}
          names={names}
          labels={labels}
          formats={fieldFormats(fields)}
          {...(choices ? { choices, onChoose: (name: string, choice: ConflictChoice) => setChoices({ ...choices, [name]: choice }) } : {})}
        />
        <Group gap="xs">
          {choices ? (
            <>
              <Button size="compact-sm" loading={busy} onClick={() => onMerge(choices)}>
                Save merged values
              </Button>
              <Button size="compact-sm" variant="default" disabled={busy} onClick={() => setChoices(null)}>
                Back
              </Button>
            </>
          ) : (
            <>
              {/* Keeping one's own value where the other operator saved another is not the suggested way on. */}
              <Button
                size="compact-sm"
                loading={busy}
                onClick={onKeep}
                aria-describedby={keepId}
                variant={overwritten.length > 0 ? 'outline' : 'filled'}
                color={overwritten.length > 0 ? 'red.9' : undefined}
              >
                Keep mine
              </Button>
              <Button size="compact-sm" variant="default" disabled={busy} onClick={onTake}>
                Take theirs
              </Button>
              {mergeFields(conflict, names).length > 1 && (
                <Button size="compact-sm" variant="default" disabled={busy} onClick={() => setChoices(defaultChoices(conflict, names))}>
                  Merge field by field
                </Button>
              )}
            </>
          )}
        </Group>
        {!choices && (
          <Text size="sm" id={keepId}>
            {overwritten.length > 0
              ? `Keep mine saves your changes on top of theirs and replaces the value they saved for ${overwritten.join(', ')}.`
              : 'Keep mine saves your changes on top of theirs; the values they saved stay.'}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

type FieldInputProps = {
  field: ResolvedField;
  values: FormValues;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  /** Why the field cannot be changed here, said under it (`lockedWhy`). */
  locked?: string | undefined;
  onChange: (value: unknown) => void;
  onFill: (found: FormValues) => Filled;
  check: (field: ResolvedField, value: string) => string | null;
};

/** Why a field of an editable form cannot be changed, or undefined when it can. */
function lockedWhy(field: Pick<ResolvedField, 'readOnly' | 'readOnlyOnEdit' | 'valueFrom'>, mode: 'add' | 'edit'): string | undefined {
  if (field.readOnly === true) return 'Set by the page this form was opened from.';
  if (mode === 'edit' && field.readOnlyOnEdit === true) return 'It identifies the record, so it cannot be changed once saved.';
  if (field.valueFrom !== undefined) return 'Filled in from the other fields.';
  return undefined;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value as string | number));

function FieldInput({ field, values, value, error, readOnly, locked, onChange, onFill, check }: FieldInputProps) {
  const source = typeof field.optionsFrom === 'function' ? field.optionsFrom(values) : field.optionsFrom;
  const loaded = useOptions(source);
  const options = source ? loaded.options : field.options;
  // Choices that depend on another field wait for it (e.g. a merchant for its head merchant).
  const waiting = typeof field.optionsFrom === 'function' && source === null;
  // A key of an existing record keeps its value: the server decides it only for a new record.
  const derived = useServerValue(readOnly ? null : (field.valueFrom?.(values) ?? null));
  const help = useConfigText(field.descriptionFrom);
  const user = useSessionUser();
  useEffect(() => {
    if (derived.value !== undefined && derived.value !== value) onChange(derived.value);
    // Only a newly fetched value is written; the field's own value is the result, not a cause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [derived.value]);

  const common = {
    label: field.label,
    description: loaded.failed ? 'The choices could not be loaded; reopen the form to try again.' : [field.description, help, locked].filter(Boolean).join(' ') || undefined,
    placeholder: field.placeholder,
    required: field.required,
    error,
    readOnly: readOnly || field.valueFrom !== undefined,
    name: field.name,
    // A value that cannot be changed looks so: filled grey, not an open box.
    ...(readOnly || field.valueFrom !== undefined ? { variant: 'filled' as const } : {}),
  };
  if (field.search && isAllowed(user?.permissions, field.search.permission)) {
    return <SearchSelect search={field.search} common={common} value={text(value)} onChange={onChange} />;
  }
  const kind = field.kindOf?.(values);
  if (kind === 'boolean') {
    // A true-or-false value sent as text: the switch writes `true` or `false`.
    return <Switch label={field.label} description={common.description} error={error} name={field.name} checked={String(value) === 'true'} disabled={common.readOnly} onChange={(e) => onChange(String(e.currentTarget.checked))} />;
  }
  if (kind === 'number' || kind === 'integer') {
    return <TextInput {...common} inputMode={kind === 'integer' ? 'numeric' : 'decimal'} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
  switch (field.widget) {
    case 'amount':
      return <AmountInput common={common} value={value} onChange={onChange} />;
    case 'switch':
      return <Switch label={field.label} description={field.description} error={error} name={field.name} checked={value === true} disabled={readOnly} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'select':
      if (field.lookup) return <LookupSelect field={field} common={common} options={options} value={value} disabled={readOnly || loaded.loading || waiting} onChange={onChange} onFill={onFill} check={check} />;
      return (
        <Select
          {...common}
          data={options}
          value={value === undefined || value === null || value === '' ? null : String(value)}
          onChange={(next) => onChange(next ?? '')}
          disabled={readOnly || loaded.loading || waiting}
          searchable={options.length > 8}
          allowDeselect={!field.required}
          nothingFoundMessage="No matching choice"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={options}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
          disabled={readOnly || loaded.loading}
          searchable
          nothingFoundMessage="No matching choice"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'number':
      return <NumberInput {...common} value={typeof value === 'number' || typeof value === 'string' ? value : ''} onChange={(next) => onChange(next)} />;
    case 'date':
      return (
        <DateInput
          {...common}
          valueFormat={DATE_FORMAT}
          value={typeof value === 'string' && value !== '' ? dayjs(value).toDate() : null}
          onChange={(next) => onChange(next ? dayjs(next).format(DATE_FORMAT) : '')}
          clearable={!field.required}
          clearButtonProps={{ 'aria-label': `Clear ${field.label}` }}
          popoverProps={{ withinPortal: true }}
          {...CALENDAR_PROPS}
        />
      );
    case 'datetime':
      return (
        <DateInput
          {...common}
          valueFormat={DATE_TIME_FORMAT}
          dateParser={parseDateTime}
          placeholder={field.placeholder ?? 'YYYY-MM-DD hh:mm AM'}
          value={typeof value === 'string' && value !== '' ? dayjs(value).toDate() : null}
          // An ISO timestamp with the browser's offset, e.g. 2026-11-22T18:00:00+05:30.
          onChange={(next) => onChange(next ? dayjs(next).format() : '')}
          clearable={!field.required}
          clearButtonProps={{ 'aria-label': `Clear ${field.label}` }}
          popoverProps={{ withinPortal: true }}
          {...CALENDAR_PROPS}
        />
      );
    case 'file':
      return <FileField field={field} common={common} value={value} current={field.previewOf ? values[field.previewOf] : undefined} onChange={onChange} />;
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'password':
      return <PasswordInput {...common} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      if (field.lookup) return <LookupField field={field} common={common} value={text(value)} onChange={onChange} onFill={onFill} check={check} />;
      return <TextInput {...common} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

/**
 * A field of personal data on an edit form (`FieldDef.mask`): the saved value masked and read-only,
 * with Show for a holder of `reveal`; once the reveal is recorded (`DisclosureRecorder`) the field
 * is the ordinary input, in full.
 */
function MaskedField({ label, mask, value, record, children }: { label: string; mask: NonNullable<FieldDef['mask']>; value: unknown; record: string; children: ReactNode }) {
  const user = useSessionUser();
  const recorder = useDisclosureRecorder();
  const resource = useContext(DisclosureScope);
  const [state, setState] = useState<'masked' | 'recording' | 'shown'>('masked');
  const masked = maskValue(mask.kind, value);
  if (state === 'shown' || masked === '') return <>{children}</>;
  const may = recorder !== null && isAllowed(user?.permissions, mask.reveal);
  const show = () => {
    if (!recorder) return;
    setState('recording');
    recorder({ action: 'REVEAL', resource, target: record, fields: [label] }).then(
      () => setState('shown'),
      (error: unknown) => {
        setState('masked');
        notifyError(`${label} stays masked: showing it could not be recorded. ${failureText(error)}`);
      },
    );
  };
  return (
    <TextInput
      label={label}
      value={masked}
      readOnly
      variant="filled"
      description={may ? 'Masked: show it to see or change it (recorded in the audit trail).' : 'Masked: it is not yours to reveal.'}
      rightSectionWidth={may ? 70 : undefined}
      rightSection={
        may ? (
          <Button size="compact-xs" variant="subtle" onClick={show} loading={state === 'recording'} aria-label={`Show ${label}`}>
            Show
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * An amount typed as people do (`200000`, `200,000`, `200000.5`), shown with thousands
 * separators and two decimals once the field is left; the form keeps and sends the
 * contract's format (`200000.00`).
 */
function AmountInput({ common, value, onChange }: { common: Common; value: unknown; onChange: (value: unknown) => void }) {
  /** The value the form keeps: the contract's format when the text is an amount, else the text as typed (refused on submit). */
  const kept = (typed: string) => {
    const amount = parseAmount(typed);
    return amount === null || amount === 'too-precise' ? typed : amount;
  };
  const shown = (raw: unknown) => {
    const amount = parseAmount(text(raw));
    return amount === null || amount === 'too-precise' ? text(raw) : formatAmount(amount);
  };
  const [typed, setTyped] = useState(() => shown(value));
  // A value written from elsewhere (a lookup, a reset) replaces what is shown.
  const display = kept(typed) === text(value) ? typed : shown(value);
  return (
    <TextInput
      {...common}
      inputMode="decimal"
      autoComplete="off"
      value={display}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        onChange(kept(e.currentTarget.value));
      }}
      onBlur={() => setTyped(shown(display))}
    />
  );
}

/** What a lookup filled in, and the fields whose values in its answer could not be read (labels). */
type Filled = { filled: string[]; unreadable: string[] };

type Common = { label: string; description?: string; placeholder?: string; required: boolean; error?: string; readOnly: boolean; name: string; variant?: 'filled' };

type LookupFieldProps = {
  field: ResolvedField;
  common: Common;
  value: string;
  onChange: (value: unknown) => void;
  onFill: (found: FormValues) => Filled;
  check: (field: ResolvedField, value: string) => string | null;
};

/** Runs a field's lookup for a value and says what came of it (found and filled, nothing found, or the failure). */
function useFieldLookup(field: ResolvedField, onFill: (found: FormValues) => Filled, check: (field: ResolvedField, value: string) => string | null) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; message: string } | null>(null);
  const lookup = field.lookup;
  const run = async (value: string) => {
    if (!lookup) return;
    const key = value.trim();
    const problem = check(field, key);
    if (problem) {
      setOutcome({ failed: true, message: problem });
      return;
    }
    setBusy(true);
    try {
      const found = await lookup.run(key);
      if (found === null) {
        setOutcome({ failed: false, message: lookup.notFound(key) });
      } else {
        const { filled, unreadable } = onFill(found);
        const said = filled.length > 0 ? `Filled in from the record found: ${filled.join(', ')}.` : 'A record was found, but it has nothing to fill in.';
        setOutcome({ failed: false, message: unreadable.length > 0 ? `${said} Could not be read: ${unreadable.join(', ')}.` : said });
      }
    } catch (error) {
      setOutcome({ failed: true, message: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run, reset: () => setOutcome(null) };
}

/** What a lookup found or why it failed, announced to screen readers. */
function LookupOutcome({ outcome }: { outcome: { failed: boolean; message: string } | null }) {
  return (
    <Text size="sm" role="status" c={outcome?.failed ? 'var(--mantine-color-error)' : undefined}>
      {outcome?.message}
    </Text>
  );
}

/** A text field with a button that fills other fields from what the server has recorded for its value. */
function LookupField({ field, common, value, onChange, onFill, check }: LookupFieldProps) {
  const { busy, outcome, run, reset } = useFieldLookup(field, onFill, check);
  const lookup = field.lookup;
  return (
    <Stack gap={4}>
      <TextInput
        {...common}
        value={value}
        onChange={(e) => {
          reset();
          onChange(e.currentTarget.value);
        }}
        rightSectionWidth={110}
        rightSectionPointerEvents="all"
        rightSection={
          <Button size="compact-sm" variant="light" loading={busy} disabled={common.readOnly} onClick={() => void run(value)}>
            {lookup?.label}
          </Button>
        }
      />
      <LookupOutcome outcome={outcome} />
    </Stack>
  );
}

type LookupSelectProps = Omit<LookupFieldProps, 'value'> & { options: Option[]; value: unknown; disabled: boolean };

/** A select whose choice fills other fields from the server (its lookup runs on each choice), e.g. a head merchant's details. */
function LookupSelect({ field, common, options, value, disabled, onChange, onFill, check }: LookupSelectProps) {
  const { busy, outcome, run, reset } = useFieldLookup(field, onFill, check);
  return (
    <Stack gap={4}>
      <Select
        {...common}
        data={options}
        value={value === undefined || value === null || value === '' ? null : String(value as string | number)}
        onChange={(next) => {
          reset();
          onChange(next ?? '');
          if (next) void run(next);
        }}
        disabled={disabled || busy}
        searchable={options.length > 8}
        allowDeselect={!field.required}
        nothingFoundMessage="No matching choice"
        comboboxProps={{ withinPortal: true }}
      />
      <LookupOutcome outcome={outcome} />
    </Stack>
  );
}

/** Typed text shorter than this is not searched (too many records would match). */
const SEARCH_MIN_LENGTH = 3;

/**
 * A record chosen by a search on the server (`FieldSearch`): what is typed is searched after a
 * pause, the choices are the server's matches as it orders them (not filtered again here), the
 * chosen record shows by its name and the form keeps its key. An existing value shows by the
 * name `current` finds for it, or as it is.
 */
function SearchSelect({ search, common, value, onChange }: { search: FieldSearch; common: Common; value: string; onChange: (value: unknown) => void }) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const known = useOptions(value !== '' && chosen?.value !== value ? search.current(value) : null);
  const shown = chosen?.value === value ? chosen : value === '' ? null : (known.options.find((option) => option.value === value) ?? { value, label: value });
  const [query] = useDebouncedValue(typed.trim(), 300);
  const searching = query.length >= SEARCH_MIN_LENGTH && query !== shown?.label;
  const found = useOptions(searching ? search.choices(query) : null);
  const data = [...(shown ? [shown] : []), ...(searching ? found.options.filter((option) => option.value !== shown?.value) : [])];
  const nothing = !searching ? `Type at least ${SEARCH_MIN_LENGTH} characters` : found.loading ? 'Searching…' : found.failed ? 'The search failed; try again.' : `Nothing found for "${query}"`;
  return (
    <Select
      {...common}
      placeholder={search.placeholder}
      data={data}
      value={value === '' ? null : value}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      // The server has matched the text (a mobile number is not in the masked name shown).
      filter={({ options }) => options}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next ?? '');
      }}
      disabled={common.readOnly}
      allowDeselect={false}
      nothingFoundMessage={nothing}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type FileFieldProps = {
  field: ResolvedField;
  common: Common;
  value: unknown;
  /** The URL of the image the record has now, shown until a new file is chosen. */
  current: unknown;
  onChange: (value: unknown) => void;
};

/** A file chooser with a preview of the chosen image (or of the current one). */
function FileField({ field, common, value, current, onChange }: FileFieldProps) {
  const file = value instanceof File ? value : null;
  const chosenUrl = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const preview = chosenUrl ?? safeUrl(current);
  return (
    <Stack gap={6}>
      <FileInput
        {...common}
        accept={field.accept}
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${field.label}` }}
        // Mantine's placeholder grey is below 4.5:1 on white; this placeholder is an element, so axe checks it.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={file}
        onChange={onChange}
        placeholder={common.placeholder ?? (current ? 'Keep the current image' : 'Choose a file')}
      />
      {preview && <Image src={preview} alt={`${field.label} preview`} h={120} w="auto" fit="contain" radius="sm" />}
    </Stack>
  );
}
