import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomEvent, RoomStatus } from '../../src/components/customers/video/room';

const twilio = vi.hoisted(() => ({ connect: vi.fn(), createLocalTracks: vi.fn() }));
vi.mock('twilio-video', () => twilio);

const { connectTwilio, twilioFailure } = await import('../../src/components/customers/video/twilio-room');

type Handler = (...args: unknown[]) => void;

function fakeTrack(kind: 'audio' | 'video', id: string) {
  return { kind, mediaStreamTrack: { id } as MediaStreamTrack, stop: vi.fn(), enable: vi.fn(), disable: vi.fn() };
}

function fakeParticipant(sid: string) {
  const video = fakeTrack('video', `${sid}-video`);
  const audio = fakeTrack('audio', `${sid}-audio`);
  return { sid, tracks: new Map([['v', { track: video }], ['a', { track: audio }]]), video, audio };
}

function fakeRoom() {
  const handlers = new Map<string, Handler[]>();
  return {
    participants: new Map<string, ReturnType<typeof fakeParticipant>>(),
    on: vi.fn((name: string, handler: Handler) => handlers.set(name, [...(handlers.get(name) ?? []), handler])),
    disconnect: vi.fn(),
    fire(name: string, ...args: unknown[]) {
      for (const handler of handlers.get(name) ?? []) handler(...args);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (events: RoomEvent[]): RoomStatus[] => events.flatMap((event) => (event.type === 'status' ? [event.status] : []));
const lastStatus = (events: RoomEvent[]) => statuses(events).at(-1);
const mediaError = (name: string) => Object.assign(new Error(name), { name });
const twilioError = (code: number) => Object.assign(new Error(`Twilio ${code}`), { code });

describe('the Twilio video room', () => {
  let camera: ReturnType<typeof fakeTrack>;
  let microphone: ReturnType<typeof fakeTrack>;
  let room: ReturnType<typeof fakeRoom>;

  beforeEach(() => {
    camera = fakeTrack('video', 'camera');
    microphone = fakeTrack('audio', 'microphone');
    room = fakeRoom();
    twilio.createLocalTracks.mockReset().mockResolvedValue([microphone, camera]);
    twilio.connect.mockReset().mockResolvedValue(room);
  });

  it('joins the room with the camera and microphone, shows the customer who joins and waits again when the customer leaves', async () => {
    const events: RoomEvent[] = [];
    connectTwilio('token', 'kyc-WLT0000100236-20261121', (event) => events.push(event));
    await flush();
    expect(twilio.connect).toHaveBeenCalledWith('token', { name: 'kyc-WLT0000100236-20261121', tracks: [microphone, camera] });
    expect(events).toContainEqual({ type: 'local', video: camera.mediaStreamTrack });
    expect(statuses(events)).toEqual([{ kind: 'connecting' }, { kind: 'waiting' }]);

    const customer = fakeParticipant('PA1');
    room.participants.set('PA1', customer);
    room.fire('participantConnected', customer);
    expect(events).toContainEqual({ type: 'remote', video: customer.video.mediaStreamTrack, audio: customer.audio.mediaStreamTrack });
    expect(lastStatus(events)).toEqual({ kind: 'live' });

    room.participants.delete('PA1');
    room.fire('participantDisconnected', customer);
    expect(events.at(-2)).toEqual({ type: 'remote', video: null, audio: null });
    expect(lastStatus(events)).toEqual({ kind: 'waiting' });
  });

  it('reports a lost connection while Twilio reconnects, and the call again once it has', async () => {
    const events: RoomEvent[] = [];
    connectTwilio('token', 'room', (event) => events.push(event));
    await flush();
    room.participants.set('PA1', fakeParticipant('PA1'));
    room.fire('reconnecting', twilioError(53001));
    expect(lastStatus(events)).toEqual({ kind: 'reconnecting' });
    room.fire('reconnected');
    expect(lastStatus(events)).toEqual({ kind: 'live' });
  });

  it.each([
    ['the browser refusing the camera or microphone', () => twilio.createLocalTracks.mockRejectedValue(mediaError('NotAllowedError')), 'permission-denied'],
    ['no camera', () => twilio.createLocalTracks.mockRejectedValue(mediaError('NotFoundError')), 'no-device'],
    ['a camera in use elsewhere', () => twilio.createLocalTracks.mockRejectedValue(mediaError('NotReadableError')), 'device-busy'],
    ['an expired token', () => twilio.connect.mockRejectedValue(twilioError(20104)), 'token-expired'],
    ['an invalid token', () => twilio.connect.mockRejectedValue(twilioError(20101)), 'token-invalid'],
    ['a room already completed', () => twilio.connect.mockRejectedValue(twilioError(53118)), 'room-completed'],
    ['the signalling server out of reach', () => twilio.connect.mockRejectedValue(twilioError(53000)), 'network'],
  ])('maps %s to its state', async (_name, arrange, failure) => {
    arrange();
    const events: RoomEvent[] = [];
    connectTwilio('token', 'room', (event) => events.push(event));
    await flush();
    expect(lastStatus(events)).toMatchObject({ kind: 'failed', failure });
  });

  it('releases the camera when joining fails', async () => {
    twilio.connect.mockRejectedValue(twilioError(20104));
    connectTwilio('token', 'room', () => undefined);
    await flush();
    expect(camera.stop).toHaveBeenCalled();
    expect(microphone.stop).toHaveBeenCalled();
  });

  it('reports a connection lost for good, but not the end of a call it left itself', async () => {
    const events: RoomEvent[] = [];
    connectTwilio('token', 'room', (event) => events.push(event));
    await flush();
    room.fire('disconnected', room, twilioError(53001));
    expect(lastStatus(events)).toMatchObject({ kind: 'failed', failure: 'connection-lost' });

    const quiet: RoomEvent[] = [];
    const other = fakeRoom();
    twilio.connect.mockResolvedValue(other);
    connectTwilio('token', 'room', (event) => quiet.push(event));
    await flush();
    other.fire('disconnected', other);
    expect(lastStatus(quiet)).toEqual({ kind: 'waiting' });
  });

  it('disconnects and releases the camera and microphone on end, and emits nothing after', async () => {
    const events: RoomEvent[] = [];
    const connection = connectTwilio('token', 'room', (event) => events.push(event));
    await flush();
    connection.disconnect();
    expect(room.disconnect).toHaveBeenCalledTimes(1);
    expect(camera.stop).toHaveBeenCalled();
    expect(microphone.stop).toHaveBeenCalled();
    const count = events.length;
    room.fire('participantConnected', fakeParticipant('PA2'));
    expect(events).toHaveLength(count);
  });

  it('leaves a room that connects after the call was ended', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    twilio.connect.mockReturnValue(new Promise((r) => (resolve = r)));
    const connection = connectTwilio('token', 'room', () => undefined);
    await flush();
    connection.disconnect();
    resolve(room);
    await flush();
    expect(room.disconnect).toHaveBeenCalledTimes(1);
  });

  it('mutes the microphone and turns the camera off and on', async () => {
    const connection = connectTwilio('token', 'room', () => undefined);
    await flush();
    connection.setMicrophone(false);
    expect(microphone.disable).toHaveBeenCalled();
    expect(camera.disable).not.toHaveBeenCalled();
    connection.setCamera(false);
    expect(camera.disable).toHaveBeenCalled();
    connection.setCamera(true);
    expect(camera.enable).toHaveBeenCalled();
  });

  it('maps the other Twilio codes, and an error without a code as a camera or microphone failure', () => {
    expect(twilioFailure(twilioError(20103))).toBe('token-invalid');
    expect(twilioFailure(twilioError(53405))).toBe('network');
    expect(twilioFailure(mediaError('NotAllowedError'))).toBe('permission-denied');
    expect(twilioFailure(twilioError(99999))).toBe('unknown');
  });
});
