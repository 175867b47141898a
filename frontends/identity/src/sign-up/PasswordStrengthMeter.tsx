import { cn } from '@filmcollab/ui';
import { passwordStrength } from './password-strength';

const BAR_COLOURS = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-yellow-400',
  'bg-lime-500',
  'bg-green-500',
];

/** Shown under the sign-up password once something is typed. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, level, suggestions } = passwordStrength(password);
  return (
    <div data-testid="password-strength" className="flex flex-col gap-1">
      <div
        className="flex gap-1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={level}
      >
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded',
              step <= score ? BAR_COLOURS[score] : 'bg-zinc-700',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-zinc-300">
        Password strength: <span className="font-semibold">{level}</span>
      </p>
      {suggestions.length > 0 && (
        <ul className="list-disc pl-5 text-xs text-zinc-400">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
