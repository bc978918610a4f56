import { type PublicUser, toPublicUser, type UserRow } from '../identity/user.mapper.js';

/** A seller as staff see it: the public user plus the history of the application. */
export interface StaffSellerView extends PublicUser {
  sellerApplication: {
    applications: number;
    appliedAt: string | null;
    lastDecision: 'approved' | 'rejected' | null;
    decidedAt: string | null;
  };
}

export function toStaffSellerView(row: UserRow): StaffSellerView {
  return {
    ...toPublicUser(row),
    sellerApplication: {
      applications: row.sellerApplications,
      appliedAt: row.sellerAppliedAt?.toISOString() ?? null,
      lastDecision: row.sellerLastDecision ?? null,
      decidedAt: row.sellerDecidedAt?.toISOString() ?? null,
    },
  };
}
