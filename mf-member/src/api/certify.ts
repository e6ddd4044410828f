// Identity verification by code (POST /api/v1/users/certify), shared by sign-up and recovery.
import { api, currentLocale } from '@centre/platform';
import { MEMBER_PATHS, type CertifyCodeSent, type CertifyConfirmed, type CertifyRequest, type VerificationChannel, type VerificationPurpose } from '@centre/contracts';
import type { CodeSent } from '../components/verification/VerificationStep.tsx';

/** The two calls of `VerificationStep` for one purpose and channel. */
export function certifyCalls(purpose: VerificationPurpose, channel: VerificationChannel) {
  return {
    async requestCode(target: string): Promise<CodeSent> {
      const body: CertifyRequest = { purpose, channel, target, locale: currentLocale() };
      const { data } = await api.post<CertifyCodeSent>(MEMBER_PATHS.certify, body);
      const now = Date.now();
      return { expiresAt: now + data.expiresInSeconds * 1000, resendAt: now + data.resendAfterSeconds * 1000 };
    },
    async confirmCode(target: string, code: string): Promise<string> {
      const body: CertifyRequest = { purpose, channel, target, code, locale: currentLocale() };
      const { data } = await api.post<CertifyConfirmed>(MEMBER_PATHS.certify, body);
      return data.verificationToken;
    },
  };
}
