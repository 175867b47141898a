import { Link } from 'react-router';

const MENTION = /(@[A-Za-z0-9_]+)/g;

/** A post's or comment's text, with each @mention linking to /user/username/{username}. */
export function PostText({ text }: { text: string }) {
  const parts = text.split(MENTION);
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link
            key={index}
            to={`/user/username/${part.slice(1)}`}
            className="text-amber-400 hover:underline"
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  );
}
