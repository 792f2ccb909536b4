/**
 * The KYC video call's room, behind a small interface so the console can join Twilio Video in
 * production and a loopback room in development and tests (chosen by `videoRoom` in
 * config.json). `connect` returns at once; everything that happens arrives as events.
 */

/** Why a call could not start or go on. */
export type RoomFailure =
  | 'permission-denied'
  | 'no-device'
  | 'device-busy'
  | 'token-expired'
  | 'token-invalid'
  | 'room-completed'
  | 'network'
  | 'connection-lost'
  | 'unknown';

/** Where the call stands. `waiting` is connected with the customer not (or no longer) in the room. */
export type RoomStatus = { kind: 'connecting' } | { kind: 'waiting' } | { kind: 'live' } | { kind: 'reconnecting' } | { kind: 'failed'; failure: RoomFailure; detail?: string };

export type RoomEvent =
  /** The operator's own camera (null when it is off or gone). */
  | { type: 'local'; video: MediaStreamTrack | null }
  /** The customer's media (null when the customer has none or left). */
  | { type: 'remote'; video: MediaStreamTrack | null; audio: MediaStreamTrack | null }
  | { type: 'status'; status: RoomStatus };

/** A joined (or joining) room. */
export type RoomConnection = {
  setMicrophone: (enabled: boolean) => void;
  setCamera: (enabled: boolean) => void;
  /** Leaves the room and releases the camera and microphone; no event follows. */
  disconnect: () => void;
};

/** Joins `roomName` with `token`; events arrive through `emit` until `disconnect`. */
export type ConnectRoom = (token: string, roomName: string, emit: (event: RoomEvent) => void) => RoomConnection;

/** A failure of `getUserMedia` (camera or microphone) as a room failure. */
export function mediaFailure(error: unknown): RoomFailure {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission-denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-device';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'device-busy';
    default:
      return 'unknown';
  }
}

/** What the operator is told for each failure. */
export const FAILURE_TEXT: Record<RoomFailure, string> = {
  'permission-denied': 'The browser refused the camera or microphone. Allow both for this site (the camera icon in the address bar), then start the call again.',
  'no-device': 'No camera or microphone was found. Connect one, then start the call again.',
  'device-busy': 'The camera or microphone is in use by another application. Close it, then start the call again.',
  'token-expired': 'The video session has expired. Start the call again for a new one.',
  'token-invalid': 'The video session was refused as invalid. Start the call again for a new one.',
  'room-completed': 'This video call has already been completed. Start a new call to verify the customer.',
  network: 'The video service cannot be reached. Check the network connection, then start the call again.',
  'connection-lost': 'The connection to the video call was lost and could not be restored.',
  unknown: 'The video call failed.',
};
