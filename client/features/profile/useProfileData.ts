/**
 * Loads the profile and the resume history together, with the spec's profile errors (section 8): the two
 * requests fail independently, so a broken history still shows the personal data and vice versa.
 */
import { useEffect, useState } from "react";
import type { ResumeListItem } from "../../../shared/schemas/resume";
import type { UserProfile } from "../../../shared/schemas/user";
import { ApiError } from "../../lib/api";
import { fetchHistory, fetchProfile, PROFILE_ERRORS } from "./api";

export interface ProfileData {
  loading: boolean;
  profile: UserProfile | null;
  history: ResumeListItem[] | null;
  profileError: string | null;
  historyError: string | null;
}

const messageOf = (reason: unknown, fallback: string) =>
  (reason instanceof ApiError ? reason.message : PROFILE_ERRORS.generic) || fallback;

export function useProfileData(user: { id: string; email: string } | null, onUnauthorized: () => void) {
  const [data, setData] = useState<ProfileData>({
    loading: true,
    profile: null,
    history: null,
    profileError: null,
    historyError: null,
  });

  useEffect(() => {
    // Spec section 5: the profile needs a stored user with an id.
    if (!user) {
      setData({
        loading: false,
        profile: null,
        history: null,
        profileError: PROFILE_ERRORS.notSignedIn,
        historyError: null,
      });
      return;
    }
    if (!user.id) {
      setData({
        loading: false,
        profile: null,
        history: null,
        profileError: PROFILE_ERRORS.missingUserId,
        historyError: null,
      });
      return;
    }
    let active = true;
    void Promise.allSettled([fetchProfile(user.email), fetchHistory(user.id)]).then(([profile, history]) => {
      if (!active) return;
      const unauthorized = [profile, history].some(
        (result) => result.status === "rejected" && result.reason instanceof ApiError && result.reason.status === 401,
      );
      setData({
        loading: false,
        profile: profile.status === "fulfilled" ? profile.value : null,
        history: history.status === "fulfilled" ? history.value : null,
        profileError: profile.status === "rejected" ? messageOf(profile.reason, PROFILE_ERRORS.profile) : null,
        historyError: history.status === "rejected" ? messageOf(history.reason, PROFILE_ERRORS.history) : null,
      });
      // The server no longer knows this session: the stored user is stale.
      if (unauthorized) onUnauthorized();
    });
    return () => {
      active = false;
    };
  }, [user, onUnauthorized]);

  const setProfile = (profile: UserProfile) => setData((current) => ({ ...current, profile }));
  return { ...data, setProfile };
}
