// /login-notification-test: lets an alpha user see the login alert socket's state and send a
// test alert to themselves.
import type { User } from '@poolscape/shared';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { type AlertsState, receivesAlerts, watchLoginAlerts } from './login-alerts-controller.ts';
import { describeAlert } from './login-alerts-socket.ts';

const STATE_LABELS: Record<AlertsState | 'idle', string> = {
  idle: 'Not connected',
  connecting: 'Connecting…',
  open: 'Connected',
  closed: 'Disconnected (reconnecting)',
  'gave-up': 'Disconnected (gave up after 5 attempts)',
};

export function LoginNotificationTest({ user }: { user: User }) {
  const [state, setState] = useState<AlertsState | 'idle'>('idle');
  const [attempts, setAttempts] = useState(0);
  const [received, setReceived] = useState<{ title: string; description: string; at: string }[]>([]);
  const [result, setResult] = useState<string | null>(null);

  useEffect(
    () =>
      watchLoginAlerts(
        (next, count) => {
          setState(next);
          setAttempts(count);
        },
        (alert) => {
          const text = describeAlert(alert);
          setReceived((list) => [{ ...text, at: new Date().toLocaleTimeString() }, ...list].slice(0, 20));
        },
      ),
    [],
  );

  if (!receivesAlerts(user)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Login notifications</h1>
        <p className="mt-3 text-slate-600">Live login alerts are available to alpha users only.</p>
      </div>
    );
  }

  async function sendTest(): Promise<void> {
    setResult(null);
    try {
      const response = await apiRequest('POST', '/api/login-notifications/test');
      setResult(((await response.json()) as { message: string }).message);
    } catch {
      setResult('The test alert could not be sent.');
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Login notifications</h1>
      <p className="mt-4 text-slate-700">
        Socket: <strong data-testid="socket-state">{STATE_LABELS[state]}</strong>
        {attempts > 0 && (
          <>
            {' · '}reconnect attempt <span data-testid="socket-attempts">{attempts}</span> of 5
          </>
        )}
      </p>
      <button
        type="button"
        onClick={sendTest}
        className="mt-4 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Send a test alert to myself
      </button>
      {result && (
        <p className="mt-3 text-sm text-slate-600" role="status">
          {result}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Places of sign-ins:{' '}
        <a href="https://db-ip.com" className="font-semibold text-brand-700 underline">
          IP Geolocation by DB-IP
        </a>
        , IP to City Lite (CC BY 4.0), looked up on this server.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Alerts received</h2>
      {received.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          None yet. Sign in as another user in a private window to see one.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {received.map((alert) => (
            <li key={`${alert.at}-${alert.description}`} className="px-4 py-3 text-sm">
              <p className="font-medium text-slate-900">{alert.title}</p>
              <p className="text-slate-600">
                {alert.description} · {alert.at}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
