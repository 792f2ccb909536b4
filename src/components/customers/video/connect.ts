import type { VideoRoomKind } from '../../../api/runtime-config';
import type { ConnectRoom, RoomConnection } from './room';

/**
 * The room implementation config.json names, loaded on first use (Twilio's adapter and its
 * library only when a call starts). Returns the connection at once; calls made before the
 * implementation has loaded apply when it has, and a disconnect before then joins nothing.
 */
export function connectRoom(kind: VideoRoomKind, ...args: Parameters<ConnectRoom>): RoomConnection {
  let connection: RoomConnection | null = null;
  let ended = false;
  let microphone = true;
  let camera = true;
  const load = kind === 'loopback' ? import('./loopback-room').then((m) => m.connectLoopback) : import('./twilio-room').then((m) => m.connectTwilio);
  void load.then(
    (connect) => {
      if (ended) return;
      connection = connect(...args);
      connection.setMicrophone(microphone);
      connection.setCamera(camera);
    },
    (error: unknown) => args[2]({ type: 'status', status: { kind: 'failed', failure: 'network', detail: error instanceof Error ? error.message : undefined } }),
  );
  return {
    setMicrophone: (enabled) => {
      microphone = enabled;
      connection?.setMicrophone(enabled);
    },
    setCamera: (enabled) => {
      camera = enabled;
      connection?.setCamera(enabled);
    },
    disconnect: () => {
      ended = true;
      connection?.disconnect();
    },
  };
}
