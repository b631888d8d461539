process.env.NEXTAUTH_SECRET ||= "test-nextauth-secret-0123456789abcdef";
process.env.PROVIDER_TOKEN_SECRET ||= "test-provider-secret-0123456789abcdef";
process.env.TRAVELLERS_KEY ||= "dGVzdC10cmF2ZWxsZXJzLWtleS0wMTIzNDU2Nzg5YWI=";
process.env.APP_URL ||= "http://localhost:3000";
