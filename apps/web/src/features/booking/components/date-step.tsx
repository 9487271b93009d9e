import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { ScheduleDay } from '@clinicall/shared/scheduling/slots';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { addDays, formatClock, formatShortDay, todayIn } from '../../../lib/calendar-dates';
import { useSchedule, type ScheduleRequest } from '../api/get-schedule';
import type { BookingDraft } from '../booking-draft';

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** How many days the step shows at once. */
const DAYS_SHOWN = 7;

interface DateStepProps {
  draft: BookingDraft;
  providerId: number;
  /** The viewer's time zone: the days and times are theirs (C30). */
  timeZone: string;
  /** Why the step was shown again, e.g. the chosen time was taken meanwhile. */
  notice: string | null;
  onChange: (draft: BookingDraft) => void;
}

function scheduleQuery(
  draft: BookingDraft,
  providerId: number,
  from: string,
  timeZone: string,
): ScheduleRequest {
  const base = { date: from, providerId, days: DAYS_SHOWN, timeZone };
  if (draft.type === 'VIDEO' && draft.videoTypeId !== null) {
    return { ...base, encounterVideoTypeId: draft.videoTypeId };
  }
  return draft.type === null ? base : { ...base, type: draft.type };
}

/** C30, C31: the provider's free times a week at a time, AM and PM counts per day. */
export function DateStep({ draft, providerId, timeZone, notice, onChange }: DateStepProps) {
  const today = todayIn(timeZone);
  const from = maxDate(today, draft.calendarFrom ?? today);
  const setFrom = (calendarFrom: string) => onChange({ ...draft, calendarFrom });
  const schedule = useSchedule(scheduleQuery(draft, providerId, from, timeZone));
  const days = schedule.data?.days ?? [];
  const [openDay, setOpenDay] = useState<string | null>(draft.slot?.date ?? null);
  const shown =
    days.find((day) => day.date === openDay) ?? days.find((day) => day.slots.length > 0);

  return (
    <Stack gap="md">
      {notice !== null && (
        <Alert color="orange" variant="light" data-testid={TestId.bookingSlotTaken}>
          {notice}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Earlier days"
          disabled={from <= today}
          onClick={() => setFrom(maxDate(today, addDays(from, -DAYS_SHOWN)))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" ta="center">
          Times in {timeZone}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Later days"
          onClick={() => setFrom(addDays(from, DAYS_SHOWN))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {schedule.isPending && <Loader size="sm" aria-label="Loading free times" />}
      {schedule.isError && (
        <LoadError
          title="We could not load the free times"
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      )}
      {schedule.isSuccess && (
        <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing="xs">
          {days.map((day) => (
            <DayButton
              key={day.date}
              day={day}
              active={shown?.date === day.date}
              onClick={() => setOpenDay(day.date)}
            />
          ))}
        </SimpleGrid>
      )}
      {schedule.isSuccess && shown === undefined && (
        <Alert variant="light" color="gray" data-testid={TestId.bookingSlotsEmpty}>
          No free times in these days. Try later days.
        </Alert>
      )}
      {shown !== undefined && (
        <Stack gap="xs">
          <Text fw={600}>{formatShortDay(shown.date)}</Text>
          {shown.slots.length === 0 ? (
            <Text c="dimmed" data-testid={TestId.bookingSlotsEmpty}>
              No free times on this day.
            </Text>
          ) : (
            <Group gap="xs">
              {shown.slots.map((slot) => {
                const chosen = draft.slot?.startTime === slot.startTime;
                return (
                  <Button
                    key={slot.startTime}
                    size="xs"
                    variant={chosen ? 'filled' : 'default'}
                    aria-pressed={chosen}
                    onClick={() => onChange({ ...draft, slot: { ...slot, date: shown.date } })}
                    data-testid={TestId.bookingSlot}
                    data-start-time={slot.startTime}
                  >
                    {formatClock(slot.localTime)}
                  </Button>
                );
              })}
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function DayButton({
  day,
  active,
  onClick,
}: {
  day: ScheduleDay;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={active}
      data-testid={TestId.bookingDay}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${active ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
        background: active ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Text size="sm" fw={600}>
        {formatShortDay(day.date)}
      </Text>
      <Text size="xs" c="dimmed">
        AM {day.amCount} · PM {day.pmCount}
      </Text>
    </UnstyledButton>
  );
}
