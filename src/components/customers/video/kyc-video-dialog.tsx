import { Alert, Badge, Box, Button, Center, Grid, Group, Image, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../../../api/errors';
import type { VideoRoomKind } from '../../../api/runtime-config';
import { notifyError } from '../../../lib/notify';
import { NO_SAFE_LINK, safeUrl } from '../../../lib/safe-url';
import { FactsTable, type Fact } from '../facts';
import { connectRoom } from './connect';
import { FAILURE_TEXT, type RoomConnection, type RoomStatus } from './room';

/** A KYC video session as the dialog needs it: the room to join and what the operator compares. */
export type KycSessionView = {
  roomSid: string;
  roomName: string;
  token: string;
  /** The KYC details to verify. */
  facts: Fact[];
  documents: { label: string; url: string }[];
};

export type KycVideoDialogProps = {
  /** Names the customer, e.g. "Fathima Rizna (100236)". */
  customer: string;
  roomKind: VideoRoomKind;
  /** Opens a session (getKYCDetails). */
  start: () => Promise<KycSessionView>;
  /** Ends a session's room on the server (endVideoCall). */
  end: (roomSid: string) => Promise<void>;
  onClose: () => void;
};

type Remote = { video: MediaStreamTrack | null; audio: MediaStreamTrack | null };

/** `m:ss` */
const elapsed = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The KYC video call: opens a session, joins its room (Twilio or loopback, from config.json),
 * shows the customer large and the operator small with mute, camera and End call, and the KYC
 * details and documents beside the video. End call, closing the dialog and leaving the page
 * (the dialog unmounting) end the room on the server once and disconnect. Every failure is a
 * state with its explanation and a way to start again.
 */
export function KycVideoDialog({ customer, roomKind, start, end, onClose }: KycVideoDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const session = useQuery({ queryKey: ['kyc-video-session', customer, attempt], queryFn: start, staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false });
  const current = session.data;
  const [status, setStatus] = useState<RoomStatus>({ kind: 'connecting' });
  const [local, setLocal] = useState<MediaStreamTrack | null>(null);
  const [remote, setRemote] = useState<Remote>({ video: null, audio: null });
  const [microphone, setMicrophone] = useState(true);
  const [camera, setCamera] = useState(true);
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const connection = useRef<RoomConnection | null>(null);
  const ended = useRef(new Set<KycSessionView>());
  const pendingEnd = useRef<{ session: KycSessionView; timer: number } | null>(null);
  const online = useNetwork().online;

  const endCall = useRef(end);
  useEffect(() => {
    endCall.current = end;
  }, [end]);
  /** Ends a session's room on the server, once. */
  const endSession = useCallback((ending: KycSessionView) => {
    if (ended.current.has(ending)) return;
    ended.current.add(ending);
    endCall.current(ending.roomSid).catch((error: unknown) => notifyError(failureText(error)));
  }, []);

  // Join the session's room; leave it when the session changes or the dialog closes.
  useEffect(() => {
    if (!current) return;
    const joined = connectRoom(roomKind, current.token, current.roomName, (event) => {
      if (event.type === 'local') setLocal(event.video);
      else if (event.type === 'remote') setRemote({ video: event.video, audio: event.audio });
      else {
        setStatus(event.status);
        setWaitingSince((since) => (event.status.kind === 'waiting' ? (since ?? Date.now()) : null));
      }
    });
    connection.current = joined;
    return () => {
      joined.disconnect();
      connection.current = null;
      setLocal(null);
      setRemote({ video: null, audio: null });
    };
  }, [current, roomKind]);

  // End the room on the server when the dialog goes away (also by leaving the page). A
  // remount of the same session (React's development double effects) cancels the pending end.
  useEffect(() => {
    if (!current) return;
    if (pendingEnd.current?.session === current) {
      window.clearTimeout(pendingEnd.current.timer);
      pendingEnd.current = null;
    }
    return () => {
      pendingEnd.current = { session: current, timer: window.setTimeout(() => endSession(current), 0) };
    };
  }, [current, endSession]);

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waitingSince === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waitingSince]);

  const finish = () => {
    connection.current?.disconnect();
    if (current) endSession(current);
    onClose();
  };
  const again = () => {
    if (current) endSession(current);
    setStatus({ kind: 'connecting' });
    setWaitingSince(null);
    setMicrophone(true);
    setCamera(true);
    setAttempt((n) => n + 1);
  };
  const toggleMicrophone = () => {
    connection.current?.setMicrophone(!microphone);
    setMicrophone(!microphone);
  };
  const toggleCamera = () => {
    connection.current?.setCamera(!camera);
    setCamera(!camera);
  };

  const failed = status.kind === 'failed' ? status : null;
  // A call that failed or never opened has no microphone, camera or room to end: its controls stand down.
  const over = failed !== null || session.isError;
  const overlay = !online
    ? 'The network connection is gone. The call goes on when the connection is back.'
    : session.isError
      ? null
      : !current || status.kind === 'connecting'
        ? 'Connecting to the video call…'
        : status.kind === 'reconnecting'
          ? 'Connection lost. Reconnecting…'
          : status.kind === 'waiting'
            ? `Waiting for the customer to join · ${elapsed(now - (waitingSince ?? now))}`
            : null;

  return (
    <Modal opened onClose={finish} title={`Video KYC: ${customer}`} size="90%" closeButtonProps={{ 'aria-label': 'Close the video call' }}>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Box pos="relative" bg="dark.9" style={{ aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }}>
              <TrackVideo track={remote.video} label="Customer's video" fill />
              <TrackAudio track={remote.audio} />
              <Box pos="absolute" right={12} bottom={12} w="26%" bg="dark.7" style={{ aspectRatio: '4 / 3', borderRadius: 6, overflow: 'hidden', border: '2px solid white' }}>
                <TrackVideo track={camera ? local : null} label="Your video" fill mirrored />
              </Box>
              {(overlay || failed || session.isError) && (
                <Center pos="absolute" inset={0} p="lg" bg="rgba(0, 0, 0, 0.72)">
                  {session.isError ? (
                    <CallProblem title="The video call could not be opened" text={failureText(session.error)} onRetry={again} />
                  ) : failed ? (
                    <CallProblem title="The video call stopped" text={FAILURE_TEXT[failed.failure]} onRetry={again} />
                  ) : (
                    <Group gap="sm" role="status">
                      {overlay?.startsWith('Waiting') || overlay?.startsWith('The network') ? null : <Loader size="sm" color="white" aria-hidden />}
                      <Text c="white" fw={500}>
                        {overlay}
                      </Text>
                    </Group>
                  )}
                </Center>
              )}
            </Box>
            <Group gap="sm">
              <Button variant="default" aria-pressed={!microphone} onClick={toggleMicrophone} disabled={!current || over}>
                {microphone ? 'Mute' : 'Unmute'}
              </Button>
              <Button variant="default" aria-pressed={!camera} onClick={toggleCamera} disabled={!current || over}>
                {camera ? 'Camera off' : 'Camera on'}
              </Button>
              {over ? (
                <Button variant="default" onClick={finish}>
                  Close
                </Button>
              ) : (
                <Button color="red.8" onClick={finish}>
                  End call
                </Button>
              )}
              {!microphone && (
                <Badge color="gray.7" variant="filled">
                  Microphone off
                </Badge>
              )}
              {!camera && (
                <Badge color="gray.7" variant="filled">
                  Camera off
                </Badge>
              )}
              {status.kind === 'live' && online && (
                <Badge color="teal.9" variant="filled">
                  Customer connected
                </Badge>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              KYC details to verify
            </Title>
            {current ? (
              <>
                <FactsTable title="KYC details to verify" facts={current.facts} />
                <Title order={4} size="h5">
                  Documents
                </Title>
                <SimpleGrid cols={2} spacing="sm">
                  {current.documents.map((document) => (
                    <KycDocument key={document.url} label={document.label} url={document.url} />
                  ))}
                </SimpleGrid>
              </>
            ) : session.isError ? (
              <Text c="dimmed">No details: the session could not be opened.</Text>
            ) : (
              <Center p="md">
                <Loader size="sm" role="status" aria-label="Loading the KYC details" />
              </Center>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Modal>
  );
}

/** A KYC document's image, opening it in full; one that cannot be loaded says so by its name. */
function KycDocument({ label, url: address }: { label: string; url: string }) {
  const url = safeUrl(address);
  const [broken, setBroken] = useState(false);
  return (
    <Stack gap={4}>
      {url &&
        (broken ? (
          <Center h={120} bg="gray.1" p="xs" style={{ borderRadius: 4 }}>
            <Text size="sm" ta="center">
              Could not load {label}
            </Text>
          </Center>
        ) : (
          <a href={url} target="_blank" rel="noopener noreferrer">
            <Image src={url} alt={label} h={120} fit="contain" bg="gray.1" radius="sm" onError={() => setBroken(true)} />
          </a>
        ))}
      <Text size="sm">{url ? label : `${label} ${NO_SAFE_LINK}`}</Text>
    </Stack>
  );
}

function CallProblem({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Alert color="red.8" variant="filled" title={title} role="alert" maw={460}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="white" color="dark" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** A video track in a muted, inline video element (no autoplay attribute: playback starts from code). */
function TrackVideo({ track, label, fill, mirrored }: { track: MediaStreamTrack | null; label: string; fill?: boolean; mirrored?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = track ? new MediaStream([track]) : null;
    if (track) element.play().catch(() => undefined);
  }, [track]);
  return (
    <video
      ref={ref}
      aria-label={label}
      muted
      playsInline
      style={{ width: fill ? '100%' : undefined, height: fill ? '100%' : undefined, objectFit: 'cover', transform: mirrored ? 'scaleX(-1)' : undefined, display: 'block' }}
    />
  );
}

/** The customer's voice. */
function TrackAudio({ track }: { track: MediaStreamTrack | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = track ? new MediaStream([track]) : null;
    if (track) element.play().catch(() => undefined);
  }, [track]);
  return <audio ref={ref} aria-label="Customer's voice" />;
}
