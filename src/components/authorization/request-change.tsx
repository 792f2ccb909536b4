import { Alert, Stack } from '@mantine/core';
import { ChangeView, type ChangeFormats, type ChangeRecord } from './change-view';

export type RequestChangeProps = {
  before: ChangeRecord;
  after: ChangeRecord;
  /** The request waits for another checker because the signed-in user made it. */
  ownRequest?: boolean;
  /** Readable names of the properties, and how their values are shown. */
  labels?: Readonly<Record<string, string>>;
  formats?: ChangeFormats;
};

/** Why the signed-in user cannot decide on a request they made (maker-checker). */
export const OWN_REQUEST = 'You made this request: another administrator accepts or rejects it.';

/** An authorization request's change in its view panel, with why the user cannot decide on it where that applies. */
export function RequestChange({ before, after, ownRequest = false, labels, formats }: RequestChangeProps) {
  return (
    <Stack gap="sm">
      {ownRequest && (
        <Alert color="gray.7" variant="light">
          {OWN_REQUEST}
        </Alert>
      )}
      <ChangeView before={before} after={after} labels={labels} formats={formats} title="Requested change" />
    </Stack>
  );
}
