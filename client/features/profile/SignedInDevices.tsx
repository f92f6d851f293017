/**
 * The account's signed-in browsers (a readable label, when it signed in, when it was last seen, which one is this)
 * and «Выйти на всех устройствах», which ends every session and forgets every remembered device of the account
 * (docs/decisions/046).
 */
import { useEffect, useState } from "react";
import { Spinner } from "../../components/ui/Spinner";
import { ApiError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { DEVICE_ERRORS, fetchDevices, type SignedInDevice, signOutEverywhere } from "./api";

interface SignedInDevicesProps {
  onSignedOutEverywhere: () => void;
  onUnauthorized: () => void;
}

export function SignedInDevices({ onSignedOutEverywhere, onUnauthorized }: SignedInDevicesProps) {
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    fetchDevices().then(
      (list) => active && setDevices(list),
      (reason: unknown) => {
        if (!active) return;
        if (reason instanceof ApiError && reason.status === 401) onUnauthorized();
        else setError(reason instanceof ApiError ? reason.message : DEVICE_ERRORS.list);
      },
    );
    return () => {
      active = false;
    };
  }, [onUnauthorized]);

  const signOutAll = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      onSignedOutEverywhere();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : DEVICE_ERRORS.signOutEverywhere);
      setBusy(false);
    }
  };

  return (
    <>
      {error && (
        <p className="profile-panel__error" role="alert">
          {error}
        </p>
      )}
      {!devices && !error && <Spinner label="Загрузка устройств…" />}
      {devices && (
        <ul className="profile-devices" data-testid="signed-in-devices">
          {devices.map((device) => (
            <li key={device.id} className="profile-devices__item">
              <span className="profile-devices__label">
                {device.label}
                {device.current && <span className="profile-devices__current"> — это устройство</span>}
              </span>
              <span className="profile-devices__dates">
                Вход: {formatDateTime(device.signed_in_at)} · Последняя активность:{" "}
                {formatDateTime(device.last_seen_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--outline btn--small" onClick={() => void signOutAll()} disabled={busy}>
        {busy ? "Выходим…" : "Выйти на всех устройствах"}
      </button>
    </>
  );
}
