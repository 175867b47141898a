import { MESSAGING_REALTIME, TypingSignalSchema } from '@filmcollab/contracts/messaging';
import { useRealtimeEvent, type UseRoom } from '@filmcollab/web-kit/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 01 §9: typing is cleared 1 s after the last key. */
export const TYPING_IDLE_MS = 1000;
/** While typing goes on, the signal is repeated this often so a late joiner sees it. */
const TYPING_REPEAT_MS = 2000;
/** A peer whose "stopped" signal was lost stops showing as typing after this long. */
const PEER_TYPING_TIMEOUT_MS = 4000;

/** The sender's side: `keystroke()` on every key, `stop()` on send. */
export function useTypingSignal(room: UseRoom) {
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef(0);
  const typing = useRef(false);
  const signal = room.signal;

  const stop = useCallback(() => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (typing.current) signal(MESSAGING_REALTIME.typing, { typing: false });
    typing.current = false;
    lastSent.current = 0;
  }, [signal]);

  const keystroke = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastSent.current >= TYPING_REPEAT_MS) {
      if (signal(MESSAGING_REALTIME.typing, { typing: true })) {
        typing.current = true;
        lastSent.current = now;
      }
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [signal, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}

/** The receiver's side: whether `peerId` is typing in `room`. */
export function usePeerTyping(room: string | null, peerId: string): [boolean, () => void] {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
  }, []);
  useRealtimeEvent(MESSAGING_REALTIME.typing, (data, frame) => {
    if (!room || frame.room !== room || frame.from !== peerId) return;
    const parsed = TypingSignalSchema.safeParse(data);
    if (!parsed.success) return;
    if (!parsed.data.typing) {
      clear();
      return;
    }
    setTyping(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(clear, PEER_TYPING_TIMEOUT_MS);
  });
  useEffect(() => clear, [room, peerId, clear]);
  return [typing, clear];
}
