import { useCallback, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/ui/button';
import { INPUT_LIMITS } from '../../../src/domain/input-limits';
import { MOBILE_NUMBER_INPUT_MAX, mobileNumberDigits } from '../../../src/domain/account';
import { STAFF_ROLES, type StaffRole } from '../../../src/domain/staff';
import { adminSession } from '../admin-session';
import { addStaffMember, changeStaffMember, fetchStaff, type StaffMember } from '../api';
import { formatDateTime } from '../format';
import { staffText } from '../staff-text';
import { text } from '../text';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Detail, Details } from '../ui/details';
import { EditDialog } from '../ui/edit-dialog';
import { showError, showSuccess } from '../ui/feedback';
import { Field, SelectField } from '../ui/field';
import { ListRow, pageOfList, PagedList } from '../ui/paged-list';
import { RefreshButton, Screen, Section } from '../ui/screen';
import { Outcome } from '../ui/states';
import { ActiveBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import ui from '../ui/ui.module.css';
import { FourEyesForm } from './four-eyes-form';
import { StaffSessionsDialog } from './staff-sessions-dialog';

const t = staffText.staff;
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: staffText.roles[role] }));

/**
 * The operator's staff (owners only): who may sign in to the console with which role, their sessions and
 * sign-ins, and the four-eyes rules that make a second operator approve large or sensitive actions.
 */
export default function StaffScreen() {
  const { user: me } = useSnapshot(adminSession);
  const list = useLoad(useCallback(() => fetchStaff(), []), t.loadFailed);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const [inspecting, setInspecting] = useState<StaffMember | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});

  const changed = (member: StaffMember, outcome: string) => {
    setOutcomes((previous) => ({ ...previous, [member._id]: outcome }));
    list.update((staff) => {
      const known = staff.some((item) => item._id === member._id);
      return known ? staff.map((item) => (item._id === member._id ? member : item)) : [...staff, member];
    });
  };

  return (
    <Screen
      title={t.title}
      actions={
        <>
          <Button onClick={() => setAdding(true)}>{t.add}</Button>
          <RefreshButton onRefresh={list.reload} />
        </>
      }
    >
      <Section title={t.listTitle}>
        <PagedList
          load={list}
          page={list.state.data && pageOfList(list.state.data, page)}
          busy={list.state.status === 'loading'}
          empty={t.empty}
          onPage={setPage}
        >
          {(member) => {
            const isMe = member._id === me?._id;
            return (
              <ListRow
                key={member._id}
                testId="staff-member"
                title={
                  <h3 className={ui.rowTitle}>
                    {member.name} {isMe && <span className={ui.muted}>{t.you}</span>}
                  </h3>
                }
                badge={<ActiveBadge active={member.isActive} />}
                actions={
                  <>
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(member)}
                      aria-label={`${t.edit} ${member.name}`}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setInspecting(member)}
                      aria-label={`${t.details} ${member.name}`}
                    >
                      {t.details}
                    </Button>
                    {!isMe && (
                      <Button
                        variant="secondary"
                        onClick={() => setToggling(member)}
                        aria-label={`${member.isActive ? t.deactivate : t.reactivate} ${member.name}`}
                      >
                        {member.isActive ? t.deactivate : t.reactivate}
                      </Button>
                    )}
                  </>
                }
              >
                <Details>
                  <Detail term={text.common.mobile}>{member.mobileNumber}</Detail>
                  <Detail term={t.role}>{staffText.roles[member.staffRole]}</Detail>
                  <Detail term={t.twoFactor}>{member.twoFactor ? t.twoFactorOn : t.twoFactorOff}</Detail>
                  <Detail term={t.lastSignIn}>
                    {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t.never}
                  </Detail>
                </Details>
                <Outcome>{outcomes[member._id]}</Outcome>
              </ListRow>
            );
          }}
        </PagedList>
      </Section>

      <FourEyesForm />

      {adding && <AddMemberDialog onClose={() => setAdding(false)} onAdded={(member) => changed(member, t.added)} />}
      {editing && (
        <ChangeMemberDialog
          member={editing}
          isMe={editing._id === me?._id}
          onClose={() => setEditing(null)}
          onChanged={(member) => changed(member, t.changed)}
        />
      )}
      {toggling && (
        <ActiveDialog
          member={toggling}
          onCancel={() => setToggling(null)}
          onDone={(member) => changed(member, member.isActive ? t.reactivated : t.deactivated)}
        />
      )}
      {inspecting && <StaffSessionsDialog member={inspecting} onClose={() => setInspecting(null)} />}
    </Screen>
  );
}

function RoleField({
  value,
  onChange,
  disabled = false,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <SelectField
        label={t.role}
        value={value}
        onChange={(next) => onChange(STAFF_ROLES.find((role) => role === next) ?? value)}
        options={ROLE_OPTIONS}
        disabled={disabled}
      />
      <p className={ui.muted}>{staffText.roleDescriptions[value]}</p>
    </>
  );
}

function AddMemberDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (member: StaffMember) => void }) {
  const [name, setName] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  const [password, setPassword] = useState('');
  const [staffRole, setStaffRole] = useState<StaffRole>('cashier');
  const [errors, setErrors] = useState<{ name?: string; mobileNumber?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (name.trim() === '') next.name = t.nameRequired;
    if (mobileNumber.trim() === '') next.mobileNumber = t.mobileRequired;
    if (password === '') next.password = t.passwordRequired;
    setErrors(next);
    if (Object.keys(next).length > 0 || busy) return;
    setBusy(true);
    try {
      const member = { name: name.trim(), mobileNumber: mobileNumber.trim(), password, staffRole };
      const { staff } = await addStaffMember(member);
      showSuccess(null, t.added);
      onAdded(staff);
      onClose();
    } catch (error) {
      showError(error, t.addFailed);
      setBusy(false);
    }
  };

  return (
    <EditDialog title={t.addTitle} formId="add-staff-form" onClose={onClose}>
      <form id="add-staff-form" className={ui.form} onSubmit={submit} noValidate>
        <Field
          label={t.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          maxLength={INPUT_LIMITS.name.max}
          autoComplete="off"
        />
        <Field
          label={t.mobileNumber}
          value={mobileNumber}
          inputMode="tel"
          onChange={(e) => setMobileNumber(mobileNumberDigits(e.target.value))}
          error={errors.mobileNumber}
          maxLength={MOBILE_NUMBER_INPUT_MAX}
          autoComplete="off"
        />
        <Field
          label={t.password}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t.passwordHint}
          error={errors.password}
          maxLength={INPUT_LIMITS.password.max}
          autoComplete="new-password"
        />
        <RoleField value={staffRole} onChange={setStaffRole} />
      </form>
    </EditDialog>
  );
}

function ChangeMemberDialog({
  member,
  isMe,
  onClose,
  onChanged,
}: {
  member: StaffMember;
  /** Nobody changes their own role (another owner does). */
  isMe: boolean;
  onClose: () => void;
  onChanged: (member: StaffMember) => void;
}) {
  const [name, setName] = useState(member.name);
  const [staffRole, setStaffRole] = useState<StaffRole>(member.staffRole);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t.nameRequired);
    setError(null);
    const change = {
      ...(name.trim() !== member.name ? { name: name.trim() } : {}),
      ...(staffRole !== member.staffRole ? { staffRole } : {}),
    };
    if (Object.keys(change).length === 0) return onClose();
    if (busy) return;
    setBusy(true);
    try {
      const { staff } = await changeStaffMember(member._id, change);
      showSuccess(null, t.changed);
      onChanged(staff);
      onClose();
    } catch (failure) {
      showError(failure, t.changeFailed);
      setBusy(false);
    }
  };

  return (
    <EditDialog title={t.editTitle(member.name)} formId="change-staff-form" onClose={onClose}>
      <form id="change-staff-form" className={ui.form} onSubmit={submit} noValidate>
        <Field
          label={t.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          maxLength={INPUT_LIMITS.name.max}
          autoComplete="off"
        />
        <RoleField value={staffRole} onChange={setStaffRole} disabled={isMe} />
        <p className={ui.muted}>{isMe ? t.ownRoleHint : t.roleChangeHint}</p>
      </form>
    </EditDialog>
  );
}

function ActiveDialog({
  member,
  onCancel,
  onDone,
}: {
  member: StaffMember;
  onCancel: () => void;
  onDone: (member: StaffMember) => void;
}) {
  const deactivating = member.isActive;
  const toggle = async () => {
    try {
      const { staff } = await changeStaffMember(member._id, { isActive: !deactivating });
      showSuccess(null, deactivating ? t.deactivated : t.reactivated);
      onDone(staff);
    } catch (error) {
      showError(error, t.changeFailed);
      return false;
    }
  };
  return (
    <ConfirmDialog
      title={deactivating ? t.deactivateTitle : t.reactivateTitle}
      confirmLabel={deactivating ? t.deactivate : t.reactivate}
      tone={deactivating ? 'danger' : 'primary'}
      onConfirm={toggle}
      onCancel={onCancel}
    >
      <p>
        {deactivating
          ? t.deactivateBody(member.name)
          : t.reactivateBody(member.name, staffText.roles[member.staffRole])}
      </p>
    </ConfirmDialog>
  );
}
