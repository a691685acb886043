// jest-dom's matchers (toBeInTheDocument, toBeDisabled, ...) on jest's expect, for component tests.
import '@testing-library/jest-dom';
