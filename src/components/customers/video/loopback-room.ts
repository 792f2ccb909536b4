/**
 * The development and test video room: no server, the browser's own camera is both the
 * operator's picture and the customer's (Twilio cannot be reached from development or CI).
 * Camera and microphone go through the browser as in a real call, so their failures are real.
 */
import { mediaFailure, type ConnectRoom, type RoomEvent } from './room';

export const connectLoopback: ConnectRoom = (_token, _roomName, emit) => {
  let ended = false;
  let stream: MediaStream | null = null;
  const send = (event: RoomEvent) => {
    if (!ended) emit(event);
  };
  const stop = () => stream?.getTracks().forEach((track) => track.stop());

  void (async () => {
    send({ type: 'status', status: { kind: 'connecting' } });
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('This browser gives no access to cameras'), { name: 'NotFoundError' });
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 480 } });
    } catch (error) {
      send({ type: 'status', status: { kind: 'failed', failure: mediaFailure(error), detail: error instanceof Error ? error.message : undefined } });
      return;
    }
    if (ended) {
      stop();
      return;
    }
    const video = stream.getVideoTracks()[0] ?? null;
    send({ type: 'local', video });
    send({ type: 'status', status: { kind: 'waiting' } });
    // The "customer" is a clone of the camera, so turning the operator's camera off leaves it on.
    // No remote audio: it would be the operator's own microphone played back.
    send({ type: 'remote', video: video?.clone() ?? null, audio: null });
    send({ type: 'status', status: { kind: 'live' } });
  })();

  return {
    setMicrophone: (enabled) => stream?.getAudioTracks().forEach((track) => (track.enabled = enabled)),
    setCamera: (enabled) => stream?.getVideoTracks().forEach((track) => (track.enabled = enabled)),
    disconnect: () => {
      ended = true;
      stop();
    },
  };
};
