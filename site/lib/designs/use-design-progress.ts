// Live progress for one design while it renders: the progress socket's events are folded into
// the cached design; a finished version is re-read for its images (or its error). Whenever the
// socket is not open the caller polls (see `pollMs`).
import type { Design } from '@poolscape/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SocketState } from '../reconnecting-socket.ts';
import { designQueryKeys } from './design-api.ts';
import { applyProgressEvent, finishesVersion } from './progress.ts';
import { createProgressSocket } from './progress-socket.ts';

/** How often a rendering design is re-read: without the socket, and (as a safety net) with it. */
export const POLL_WITHOUT_SOCKET_MS = 2000;
export const POLL_WITH_SOCKET_MS = 15_000;

export function useDesignProgress(
  designId: string,
  active: boolean,
): { pollMs: number; lastMessage: string | null } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState>('closed');
  const [lastMessage, setLastMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const key = designQueryKeys.detail(designId);
    const socket = createProgressSocket({
      onStateChange: (next) => {
        setState(next);
        // Events sent before the socket opened were missed: read where the render is now.
        if (next === 'open') void queryClient.invalidateQueries({ queryKey: key });
      },
      onEvent: (event) => {
        if (event.designId !== designId) return;
        setLastMessage(event.message);
        queryClient.setQueryData<Design>(key, (design) =>
          design ? applyProgressEvent(design, event) : design,
        );
        if (finishesVersion(event)) {
          void queryClient.invalidateQueries({ queryKey: key });
          void queryClient.invalidateQueries({ queryKey: designQueryKeys.lists });
          // A failed render gives its images back.
          void queryClient.invalidateQueries({ queryKey: designQueryKeys.credits });
        }
      },
    });
    socket.connect();
    return () => {
      socket.disconnect();
      setState('closed');
      setLastMessage(null);
    };
  }, [active, designId, queryClient]);

  return { pollMs: state === 'open' ? POLL_WITH_SOCKET_MS : POLL_WITHOUT_SOCKET_MS, lastMessage };
}
