import { Accordion, Button, Group, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { RangeInput, TimeTable } from '@clinicall/shared/scheduling/availability';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageLoader } from '../../../components/ui/page-loader';
import { toast } from '../../../components/ui/toast';
import { formatWeek, mondayOf, todayIn } from '../../../lib/calendar-dates';
import { useConfigs, useCurrentAccount } from '../../identity';
import { useChangeAvailability, type AvailabilityChange } from '../api/change-availability';
import { useTimeTable } from '../api/get-time-table';
import { DEFAULT_ENCOUNTER_RANGE } from '../align-time';
import { DayRow } from '../components/day-row';
import { PracticeZone } from '../components/practice-zone';
import { showScheduleModified } from '../components/schedule-modified';
import { WeekPicker } from '../components/week-picker';
import { useAppointmentWarning } from '../hooks/use-appointment-warning';
import { weekParam } from '../week-param';

/** C16–C29: the provider sets the times they can be booked, a week at a time. */
export function AvailabilityPage() {
  const account = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const monday = weekParam(params) ?? mondayOf(todayIn(account.timeZone));
  const week = useTimeTable(monday);
  const change = useChangeAvailability();
  const warnFirst = useAppointmentWarning();

  const apply = (next: AvailabilityChange, done: string) =>
    change.mutate(next, {
      onSuccess: (answer) => {
        if ('code' in answer && answer.code === 3)
          void showScheduleModified(answer.overwrittenDays);
        else toast.success(done);
      },
      onError: (error) => toast.error(error.message),
    });

  const clearWeek = () =>
    confirmAction({
      title: 'Clear week',
      message: `Remove every time from ${formatWeek(monday)}? Days already past keep theirs.`,
      confirmLabel: 'Clear week',
      onConfirm: () =>
        void warnFirst(monday, 'week', () =>
          apply({ kind: 'clearWeek', date: monday }, 'The week is cleared.'),
        ),
    });
  const setRecurring = () =>
    confirmAction({
      title: 'Set as recurring',
      message: `Repeat the times of ${formatWeek(monday)} every week after it? Times set for later dates are replaced.`,
      confirmLabel: 'Set as recurring',
      onConfirm: () =>
        apply({ kind: 'setDefault', date: monday }, 'This week now repeats every week.'),
    });

  const actions = week.isSuccess && (
    <Group gap="sm">
      <Button variant="default" onClick={clearWeek} data-testid={TestId.availabilityClearWeek}>
        Clear week
      </Button>
      <Button onClick={setRecurring} data-testid={TestId.availabilityRecurring}>
        Set as recurring
      </Button>
    </Group>
  );

  return (
    <PageFrame title="Set availability" actions={actions}>
      <WeekPicker
        monday={monday}
        onChange={(next) => setParams({ week: next }, { replace: true })}
      />
      {week.isPending && <PageLoader label="Loading your week…" />}
      {week.isError && (
        <LoadError
          title="We could not load your availability"
          error={week.error}
          onRetry={() => void week.refetch()}
        />
      )}
      {week.isSuccess && (
        <WeekDays
          week={week.data}
          busyDate={change.isPending ? changedDate(change.variables) : null}
          onSave={(date, ranges) =>
            void warnFirst(date, 'day', () =>
              apply({ kind: 'ranges', body: { date, ranges } }, 'Your times are saved.'),
            )
          }
          onSwitch={(date, available) => {
            const send = () =>
              apply(
                { kind: 'onOff', body: { date, available } },
                available ? 'The day is available.' : 'The day is off.',
              );
            if (available) send();
            else void warnFirst(date, 'day', send);
          }}
        />
      )}
    </PageFrame>
  );
}

const changedDate = (change: AvailabilityChange): string | null =>
  change.kind === 'ranges' || change.kind === 'onOff' ? change.body.date : null;

interface WeekDaysProps {
  week: TimeTable;
  busyDate: string | null;
  onSave: (date: string, ranges: RangeInput[]) => void;
  onSwitch: (date: string, available: boolean) => void;
}

function WeekDays({ week, busyDate, onSave, onSwitch }: WeekDaysProps) {
  const today = todayIn(week.timeZone);
  const encounterRange = useConfigs().data?.encounterRange ?? DEFAULT_ENCOUNTER_RANGE;
  return (
    <Stack gap="xs">
      <PracticeZone week={week} />
      <Accordion multiple variant="separated" chevronPosition="left">
        {week.dayRanges.map((day) => (
          <DayRow
            // A new answer for the day restarts its draft from what is stored.
            key={`${day.date}-${JSON.stringify(day.ranges)}`}
            day={day}
            past={day.date < today}
            busy={busyDate === day.date}
            onSave={(ranges) => onSave(day.date, ranges)}
            onSwitch={(available) => onSwitch(day.date, available)}
            encounterRange={encounterRange}
          />
        ))}
      </Accordion>
    </Stack>
  );
}
