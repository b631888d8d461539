process.env.NEXTAUTH_SECRET ||= "test-nextauth-secret-0123456789abcdef";
process.env.PROVIDER_TOKEN_SECRET ||= "test-provider-secret-0123456789abcdef";
process.env.APP_URL ||= "http://localhost:3000";
