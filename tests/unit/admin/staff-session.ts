import { adminSession } from '../../../admin/src/admin-session';
import type { User } from '../../../src/api/types';
import { permissionsOf, type StaffRole } from '../../../src/domain/staff';

/** An operator of this staff role as the server describes them on signing in. */
export function operator(staffRole: StaffRole, fields: Partial<User> = {}): User {
  return {
    _id: '1',
    name: 'Operator One',
    mobileNumber: '9000000001',
    email: '',
    balance: 0,
    role: 'admin',
    isActive: true,
    bankDetails: null,
    paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
    staffRole,
    permissions: [...permissionsOf(staffRole)],
    ...fields,
  };
}

/** The console as signed in by an operator of this role (the screens read what they may do from the session). */
export function signInAs(staffRole: StaffRole, fields: Partial<User> = {}): User {
  const user = operator(staffRole, fields);
  adminSession.status = 'signed-in';
  adminSession.user = user;
  return user;
}
