/**
 * The production video room: Twilio Video. `twilio-video` (about 100 KiB gzip) is imported
 * only when a call starts, into a chunk of its own.
 */
import type * as TwilioVideo from 'twilio-video';
import type { LocalTrack, LocalVideoTrack, RemoteParticipant, RemoteTrack, Room } from 'twilio-video';
import { mediaFailure, type ConnectRoom, type RoomEvent, type RoomFailure } from './room';

/** Twilio's error codes (https://www.twilio.com/docs/api/errors) as room failures. */
export function twilioFailure(error: unknown): RoomFailure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? Number((error as { code: unknown }).code) : NaN;
  if (code === 20104) return 'token-expired';
  if (code >= 20101 && code <= 20107) return 'token-invalid';
  if (code === 53118 || code === 53106) return 'room-completed';
  if (code === 53000 || code === 53405 || code === 53407) return 'network';
  if (code === 53001 || code === 53002) return 'connection-lost';
  if (Number.isNaN(code)) return mediaFailure(error);
  return 'unknown';
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** Joins a Twilio Video room with the operator's camera and microphone. */
export const connectTwilio: ConnectRoom = (token, roomName, emit) => {
  let ended = false;
  let room: Room | null = null;
  let tracks: LocalTrack[] = [];
  const send = (event: RoomEvent) => {
    if (!ended) emit(event);
  };
  const stopTracks = () => tracks.forEach((track) => 'stop' in track && track.stop());
  const fail = (failure: RoomFailure, error: unknown) => send({ type: 'status', status: { kind: 'failed', failure, detail: detailOf(error) } });

  /** The customer: the first remote participant (a KYC room holds the operator and the customer). */
  const showRemote = (participant: RemoteParticipant | undefined) => {
    if (!participant) {
      send({ type: 'remote', video: null, audio: null });
      return;
    }
    let video: MediaStreamTrack | null = null;
    let audio: MediaStreamTrack | null = null;
    participant.tracks.forEach((publication) => {
      const track = publication.track as RemoteTrack | null;
      if (track?.kind === 'video') video = track.mediaStreamTrack;
      if (track?.kind === 'audio') audio = track.mediaStreamTrack;
    });
    send({ type: 'remote', video, audio });
  };
  const customer = () => (room ? [...room.participants.values()][0] : undefined);
  const refresh = () => {
    const participant = customer();
    showRemote(participant);
    send({ type: 'status', status: { kind: participant ? 'live' : 'waiting' } });
  };

  void (async () => {
    send({ type: 'status', status: { kind: 'connecting' } });
    let Video: typeof TwilioVideo;
    try {
      Video = await import('twilio-video');
    } catch (error) {
      fail('network', error);
      return;
    }
    try {
      tracks = await Video.createLocalTracks({ audio: true, video: { width: 640, height: 480 } });
    } catch (error) {
      fail(mediaFailure(error), error);
      return;
    }
    if (ended) {
      stopTracks();
      return;
    }
    const camera = tracks.find((track): track is LocalVideoTrack => track.kind === 'video');
    send({ type: 'local', video: camera?.mediaStreamTrack ?? null });
    try {
      room = await Video.connect(token, { name: roomName, tracks });
    } catch (error) {
      stopTracks();
      fail(twilioFailure(error), error);
      return;
    }
    if (ended) {
      room.disconnect();
      return;
    }
    room.on('participantConnected', refresh);
    room.on('participantDisconnected', refresh);
    room.on('trackSubscribed', refresh);
    room.on('trackUnsubscribed', refresh);
    room.on('reconnecting', () => send({ type: 'status', status: { kind: 'reconnecting' } }));
    room.on('reconnected', refresh);
    room.on('disconnected', (_room: Room, error?: unknown) => {
      stopTracks();
      // Disconnected by us (no error) is the end of the call, not a failure.
      if (error) fail(twilioFailure(error) === 'unknown' ? 'connection-lost' : twilioFailure(error), error);
    });
    refresh();
  })();

  return {
    setMicrophone: (enabled) => tracks.forEach((track) => track.kind === 'audio' && (enabled ? track.enable() : track.disable())),
    setCamera: (enabled) => tracks.forEach((track) => track.kind === 'video' && (enabled ? track.enable() : track.disable())),
    disconnect: () => {
      ended = true;
      room?.disconnect();
      stopTracks();
    },
  };
};
