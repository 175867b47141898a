import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="mx-auto my-16 max-w-xl text-center">
      <h1 className="mb-4 text-4xl font-bold">404</h1>
      <p className="mb-4 text-xl">Oops! Page not found</p>
      <Link to="/" className="text-amber-400 underline">
        Return to Home
      </Link>
    </div>
  );
}
