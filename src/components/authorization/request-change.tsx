import { Alert, Stack } from '@mantine/core';
import { ChangeView, type ChangeRecord } from './change-view';

export type RequestChangeProps = {
  before: ChangeRecord;
  after: ChangeRecord;
  /** The request waits for another checker because the signed-in user made it. */
  ownRequest?: boolean;
};

/** An authorization request's change in its view panel, with why the user cannot decide on it where that applies. */
export function RequestChange({ before, after, ownRequest = false }: RequestChangeProps) {
  return (
    <Stack gap="sm">
      {ownRequest && (
        <Alert color="gray.7" variant="light">
          You made this request: another administrator accepts or rejects it.
        </Alert>
      )}
      <ChangeView before={before} after={after} title="Requested change" />
    </Stack>
  );
}
