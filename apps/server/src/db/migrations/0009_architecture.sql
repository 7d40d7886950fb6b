-- Reserved for issue 21; replace this no-op with the migration's statements.
SELECT 1;
